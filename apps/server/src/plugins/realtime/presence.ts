import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { closeRedis, redisConnection } from "../../lib/redis.ts";

/**
 * Who has a WebSocket open, counted per user across all instances. Only the changes at the edges
 * matter to others: the first socket of a user (online) and the last one closing (offline).
 */
export interface Presence {
  /**
   * Counts a socket of the user that opened here, unless they already have `maxSockets` open
   * anywhere (then nothing is counted and `admitted` is false). `first` is true when it is their
   * first socket anywhere. Check and count are one step, so two sockets opening at once cannot
   * both pass the cap.
   */
  connect(userId: number, maxSockets?: number): Promise<{ admitted: boolean; first: boolean }>;
  /** Counts a socket of the user that closed here; true when it was their last anywhere. */
  disconnect(userId: number): Promise<boolean>;
  /** Which of the users have a socket open now. */
  online(userIds: number[]): Promise<Set<number>>;
  /**
   * Forgets the sockets of instances whose heartbeat has lapsed (they crashed) and returns the
   * users that leaves with none: they went offline. Run by one instance at a time (a job).
   */
  sweep(): Promise<number[]>;
  /**
   * A clean shutdown: forgets every socket counted here at once and returns the users that leaves
   * with none anywhere, for their partners to be told now instead of at the next sweep. With one
   * process there is nobody else to tell: none.
   */
  leave(): Promise<number[]>;
  /** Stops the heartbeat and withdraws this instance, so the others sweep its users at once. */
  close(): Promise<void>;
}

/** One process: counts in memory. */
export function memoryPresence(): Presence {
  const counts = new Map<number, number>();
  return {
    async connect(userId, maxSockets = Number.POSITIVE_INFINITY) {
      const open = counts.get(userId) ?? 0;
      if (open >= maxSockets) return { admitted: false, first: false };
      counts.set(userId, open + 1);
      return { admitted: true, first: open === 0 };
    },
    async disconnect(userId) {
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) counts.set(userId, n);
      else counts.delete(userId);
      return n === 0;
    },
    async online(userIds) {
      return new Set(userIds.filter((id) => counts.has(id)));
    },
    async sweep() {
      return [];
    },
    async leave() {
      counts.clear();
      return [];
    },
    async close() {
      counts.clear();
    },
  };
}

/** Sum of a hash's counts after a change, in the same script so no other instance comes between. */
const SUM =
  "local total = 0 for _, v in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(v) end";
// -1 when the user already has ARGV[3] sockets open anywhere: nothing is counted then.
const CONNECT = `${SUM} if total >= tonumber(ARGV[3]) then return -1 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1) redis.call('SADD', KEYS[2], ARGV[2]) return total + 1`;
const DISCONNECT = `local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) redis.call('SREM', KEYS[2], ARGV[2]) end
${SUM} return total`;
const FORGET = `local removed = redis.call('HDEL', KEYS[1], ARGV[1]) ${SUM} return {removed, total}`;

/**
 * Presence in Redis, shared by every instance. Keys under `prefix`:
 * - `user:<id>`: a hash of instance id → that instance's socket count for the user;
 * - `instance:<id>`: the users an instance has sockets of (what a sweep must forget);
 * - `alive:<id>`: the instance's heartbeat, renewed every third of `ttlMs`;
 * - `instances`: every instance that has counted a socket and was not swept yet.
 */
export function redisPresence(opts: {
  url: string;
  prefix: string;
  ttlMs: number;
  log: FastifyBaseLogger;
}): Presence {
  const { prefix, ttlMs, log } = opts;
  const redis = redisConnection(opts.url, "presence", (err, message) => log.warn({ err }, message));
  const self = randomUUID();
  const key = {
    user: (userId: number | string) => `${prefix}user:${userId}`,
    instance: (id: string) => `${prefix}instance:${id}`,
    alive: (id: string) => `${prefix}alive:${id}`,
    instances: `${prefix}instances`,
  };
  let closed = false;
  let beats = 0;
  /** This instance's own counts, to restore them should a stall have let another instance sweep it. */
  const local = new Map<number, number>();
  const count = (userId: number, delta: number) => {
    const n = (local.get(userId) ?? 0) + delta;
    if (n > 0) local.set(userId, n);
    else local.delete(userId);
  };

  const beat = async () => {
    const results = await redis
      .multi()
      .exists(key.alive(self))
      .set(key.alive(self), "1", "PX", ttlMs)
      .sadd(key.instances, self)
      .exec();
    const wasAlive = Number(results?.[0]?.[1] ?? 0) === 1;
    if (beats++ === 0 || wasAlive || local.size === 0) return;
    log.warn("presence heartbeat had lapsed; counting this instance's sockets again");
    const restore = redis.multi();
    for (const [userId, n] of local) {
      restore.hset(key.user(userId), self, n).sadd(key.instance(self), String(userId));
    }
    await restore.exec();
  };
  const started = beat().catch((err) => log.warn({ err }, "presence heartbeat failed"));
  const timer = setInterval(
    () => void beat().catch((err) => log.warn({ err }, "presence heartbeat failed")),
    Math.floor(ttlMs / 3),
  );
  timer.unref();

  return {
    async connect(userId, maxSockets = Number.MAX_SAFE_INTEGER) {
      if (closed) return { admitted: false, first: false };
      await started;
      if (closed) return { admitted: false, first: false };
      const total = Number(
        await redis.eval(CONNECT, 2, key.user(userId), key.instance(self), self, String(userId), maxSockets),
      );
      if (total < 0) return { admitted: false, first: false };
      count(userId, 1);
      return { admitted: true, first: total === 1 };
    },
    async disconnect(userId) {
      if (closed) return false;
      count(userId, -1);
      const total = await redis.eval(
        DISCONNECT,
        2,
        key.user(userId),
        key.instance(self),
        self,
        String(userId),
      );
      return Number(total) === 0;
    },
    async online(userIds) {
      if (closed || userIds.length === 0) return new Set();
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.hlen(key.user(id));
      const results = (await pipeline.exec()) ?? [];
      return new Set(userIds.filter((_, i) => Number(results[i]?.[1] ?? 0) > 0));
    },
    async sweep() {
      const offline: number[] = [];
      if (closed) return offline;
      for (const instance of await redis.smembers(key.instances)) {
        if (instance === self || (await redis.exists(key.alive(instance)))) continue;
        for (const user of await redis.smembers(key.instance(instance))) {
          const [removed, total] = (await redis.eval(FORGET, 1, key.user(user), instance)) as [
            number,
            number,
          ];
          if (removed === 1 && total === 0) offline.push(Number(user));
        }
        await redis.multi().del(key.instance(instance)).srem(key.instances, instance).exec();
      }
      return offline;
    },
    async leave() {
      const offline: number[] = [];
      if (closed) return offline;
      const users = [...local.keys()];
      local.clear();
      for (const user of users) {
        const [removed, total] = (await redis.eval(FORGET, 1, key.user(user), self)) as [number, number];
        if (removed === 1 && total === 0) offline.push(user);
      }
      await redis.multi().del(key.instance(self)).srem(key.instances, self).exec();
      return offline;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      // Without its heartbeat the next sweep treats this instance as gone and forgets its sockets;
      // with none counted there is nothing to sweep, and nothing of it is left behind.
      const leave = redis.multi().del(key.alive(self));
      if (local.size === 0) leave.del(key.instance(self)).srem(key.instances, self);
      await leave.exec().catch(() => undefined);
      await closeRedis(redis);
    },
  };
}
