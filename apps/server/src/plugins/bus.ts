import { EventEmitter } from "node:events";
import fp from "fastify-plugin";
import { Redis } from "ioredis";

type Handler = (payload: unknown) => void;

/** Fan-out between server instances: in-process by default, Redis pub/sub when REDIS_URL is set. */
export interface Bus {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: Handler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel on the bus that reaches every socket of one user, on any instance. */
export const userChannel = (userId: number) => `user:${userId}`;

/**
 * Published on a user's channel when sessions of that user were revoked (sign-out, password
 * change): each socket checks its own session again. Internal; never forwarded to the browser.
 */
export const SESSIONS_CHANGED = "sessions-changed";

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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function redisBus(url: string): Bus {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const handlers = new Map<string, Set<Handler>>();
  sub.on("message", (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    const payload: unknown = JSON.parse(message);
    for (const handler of set) handler(payload);
  });
  return {
    async publish(channel, payload) {
      await pub.publish(channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        current?.delete(handler);
        if (current && current.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(channel);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}

export default fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    const bus = redisUrl ? redisBus(redisUrl) : memoryBus();
    app.decorate("bus", bus);
    app.addHook("onClose", () => bus.close());
  },
  { name: "bus" },
);
