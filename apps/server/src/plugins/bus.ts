import { EventEmitter } from "node:events";
import type { ServerWsEvent } from "@ebm/shared/schemas/ws";
import fp from "fastify-plugin";
import { closeRedis, type RedisWarn, redisConnection } from "../lib/redis.ts";

type Handler = (payload: unknown) => void;

/** Fan-out between server instances: in-process by default, Redis pub/sub when REDIS_URL is set. */
export interface Bus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: Handler): Promise<() => Promise<void>>;
  /** Throws when the bus cannot carry messages now (Redis unreachable): the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Channel on the bus that reaches every socket of one user, on any instance. */
export const userChannel = (userId: number) => `user:${userId}`;

/**
 * Published on a user's channel when sessions of that user were revoked (sign-out, password
 * change): each socket checks its own session again. Internal; never forwarded to the browser.
 */
export const SESSIONS_CHANGED = "sessions-changed";

/** What travels on a user's channel: an event for their sockets, or the internal session recheck. */
export type UserChannelMessage = ServerWsEvent | { type: typeof SESSIONS_CHANGED };

/** Publishes to every socket of one user, on any instance; the only way events reach a user. */
export const publishToUser = (bus: Bus, userId: number, message: UserChannelMessage) =>
  bus.publish(userChannel(userId), message);

declare module "fastify" {
  interface FastifyInstance {
    bus: Bus;
  }
}

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async ping() {
      // In process: always there.
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub. Channels are prefixed with `prefix`, so apps sharing one Redis (test runs, two
 * deployments) do not hear each other. A subscriber is added before Redis confirms the channel and
 * waits for that confirmation, so once `subscribe` resolves nothing published is missed.
 */
export function redisBus(url: string, prefix = "", warn: RedisWarn = () => {}): Bus {
  const pub = redisConnection(url, "bus", warn);
  const sub = redisConnection(url, "bus subscriber", warn);
  const channels = new Map<string, { handlers: Set<Handler>; ready: Promise<unknown> }>();
  // Sockets closing with the app still publish their goodbyes; after `close` those go nowhere.
  let closed = false;
  // A SUBSCRIBE sent while the connection is still starting puts it in subscriber mode before
  // ioredis's ready check, which then fails and drops the connection: subscribe once it is ready
  // (a subscription made at start-up, like the settings' invalidation, would hit that window).
  // An error instead goes on as before: the command waits in ioredis's queue and fails after its retries.
  const whenSubReady = () =>
    sub.status === "ready"
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            sub.off("ready", done);
            sub.off("error", done);
            resolve();
          };
          sub.once("ready", done);
          sub.once("error", done);
        });
  sub.on("message", (channel: string, message: string) => {
    const entry = channels.get(channel);
    if (!entry) return;
    const payload: unknown = JSON.parse(message);
    for (const handler of entry.handlers) handler(payload);
  });
  return {
    async publish(channel, payload) {
      if (closed) return;
      await pub.publish(prefix + channel, JSON.stringify(payload));
    },
    async subscribe(name, handler) {
      if (closed) return async () => undefined;
      const channel = prefix + name;
      let entry = channels.get(channel);
      if (!entry) {
        entry = { handlers: new Set(), ready: whenSubReady().then(() => sub.subscribe(channel)) };
        channels.set(channel, entry);
      }
      entry.handlers.add(handler);
      await entry.ready;
      return async () => {
        const current = channels.get(channel);
        current?.handlers.delete(handler);
        if (current && current.handlers.size === 0) {
          channels.delete(channel);
          if (!closed) await sub.unsubscribe(channel);
        }
      };
    },
    async ping() {
      await Promise.all([
        pub.ping(),
        sub.status === "ready" ? undefined : Promise.reject(new Error(`subscriber ${sub.status}`)),
      ]);
    },
    async close() {
      closed = true;
      channels.clear();
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}

export default fp<{ redisUrl?: string; namespace?: string }>(
  async (app, { redisUrl, namespace = "app" }) => {
    const bus = redisUrl
      ? redisBus(redisUrl, `ebm-bus:${namespace}:`, (err, message) => app.log.warn({ err }, message))
      : memoryBus();
    app.decorate("bus", bus);
    app.addHook("onClose", () => bus.close());
  },
  { name: "bus" },
);
