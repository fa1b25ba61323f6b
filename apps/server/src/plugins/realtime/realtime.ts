import fp from "fastify-plugin";
import { type EventStore, eventStore } from "./event-store.ts";
import { memoryPresence, type Presence, redisPresence } from "./presence.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The per-user stored events of the WebSocket (decision 0011). */
    userEvents: EventStore;
    /** Who has a socket open, across instances when REDIS_URL is set. */
    presence: Presence;
  }
}

/** The event store and presence the WebSocket and the chat share: in process, or in Redis. */
export default fp<{ redisUrl?: string; namespace: string; presenceTtlMs: number }>(
  async (app, opts) => {
    app.decorate("userEvents", eventStore({ db: app.db, bus: app.bus }));
    const presence = opts.redisUrl
      ? redisPresence({
          url: opts.redisUrl,
          prefix: `ebm-presence:${opts.namespace}:`,
          ttlMs: opts.presenceTtlMs,
          log: app.log,
        })
      : memoryPresence();
    app.decorate("presence", presence);
    app.addHook("onClose", () => presence.close());
  },
  { name: "realtime", dependencies: ["db", "bus"] },
);
