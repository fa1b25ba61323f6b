import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { tooManyRequests } from "../lib/errors.ts";
import { closeRedis, redisConnection } from "../lib/redis.ts";
import { addressKey, classLimits, RATE_CLASSES, type RateClass, READ_METHODS } from "./rate-classes.ts";

/**
 * A limit on a route, declared in the route's `config.rateLimit` (one limit or a list, all of
 * which must pass). Over the limit the caller gets 429 `{status, error, message}` with Retry-After.
 * @example config: { access: "public", rateLimit: { max: 60, windowMs: MINUTE_MS } }
 * @example rateLimit: [
 *   { name: "reset", max: 20, windowMs: MINUTE_MS },
 *   { name: "reset-account", max: 3, windowMs: MINUTE_MS, key: bodyEmail, hook: "preValidation" },
 * ]
 */
export interface RouteRateLimit {
  /** Requests allowed in one window. */
  max: number;
  /** The window's length; it starts with the first request counted. */
  windowMs: number;
  /** The counter's name: routes that give the same name share one budget. Default: method and path. */
  name?: string;
  /** Whose requests count together (undefined: this request is not counted here). Default: the client's network. */
  key?: (request: FastifyRequest) => string | undefined;
  /** "preValidation" for a `key` that reads the body: counted once the body is parsed, still before validation. */
  hook?: "onRequest" | "preValidation";
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** How failed attempts of one pair (an address at an account) are made to wait: the sign-in throttle's rule. */
export interface BackoffPolicy {
  /** Failed attempts before each further one has to wait. */
  freeFailures: number;
  /** The first wait; it doubles with every further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long the failures are remembered after the last one. */
  forgetAfterMs: number;
}

/** The wait after the `failures`-th failure in a row: none for the free ones, then 1×, 2×, 4× … the base. */
export function waitAfterFailure(failures: number, policy: BackoffPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures - 1), policy.maxDelayMs);
}

/** Where the counts live: in this process, or in Redis so that all instances share them. */
export interface RateLimitStore {
  /**
   * Counts one request in the window `key`, which lives `ttlMs` from its first request; returns the
   * count so far and the time until the window ends.
   */
  countInWindow(key: string, ttlMs: number, nowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one request of a window that still exists (a sign-in that succeeded). */
  uncountInWindow(key: string, nowMs: number): Promise<void>;
  /**
   * Claims an attempt of a pair. While the pair has to wait, answers the milliseconds left and
   * counts nothing; otherwise counts the attempt as a failure until told otherwise and answers 0.
   * Check and count are one step, so a burst of parallel attempts cannot all pass before the first
   * failure is counted.
   */
  claimPairAttempt(key: string, nowMs: number, policy: BackoffPolicy): Promise<number>;
  /** Forgets the failures of a pair (it signed in). */
  clearPair(key: string): Promise<void>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's own limits, on top of its class's; see `RouteRateLimit`. */
    rateLimit?: RouteRateLimit | readonly RouteRateLimit[];
    /**
     * The budget class of a call that changes something (plugins/rate-classes.ts): required for
     * every method but GET and HEAD, so no call that writes goes unbudgeted.
     */
    rateClass?: RateClass;
  }
  interface FastifyInstance {
    /**
     * The store of the routes' limits, the sign-in throttle's (the same Redis, or a store of its
     * own in this process), and the prefix of this app's keys in them (RATE_LIMIT_NAMESPACE).
     */
    rateLimits: { store: RateLimitStore; throttleStore: RateLimitStore; prefix: string };
  }
}

type Entry = { count: number; waitUntil: number; expiresAt: number };

/**
 * Counts in this process: right for one instance. Expired entries are swept, and past
 * `maxEntries` the least recently touched go, so a flood of made-up accounts cannot exhaust memory.
 */
export function memoryRateLimitStore(maxEntries = 100_000): RateLimitStore {
  const entries = new Map<string, Entry>();
  const live = (key: string, nowMs: number) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= nowMs) entries.delete(key);
    return entry && entry.expiresAt > nowMs ? entry : undefined;
  };
  const put = (key: string, entry: Entry, nowMs: number) => {
    // Re-inserted, so the map's order is the order of last use.
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size <= maxEntries) return;
    for (const [k, e] of entries) if (e.expiresAt <= nowMs) entries.delete(k);
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries * 0.9) break;
      entries.delete(k);
    }
  };
  return {
    async countInWindow(key, ttlMs, nowMs) {
      const entry = live(key, nowMs) ?? { count: 0, waitUntil: 0, expiresAt: nowMs + ttlMs };
      entry.count += 1;
      put(key, entry, nowMs);
      return { count: entry.count, resetInMs: entry.expiresAt - nowMs };
    },
    async uncountInWindow(key, nowMs) {
      const entry = live(key, nowMs);
      if (entry) entry.count -= 1;
    },
    async claimPairAttempt(key, nowMs, policy) {
      const entry = live(key, nowMs) ?? { count: 0, waitUntil: 0, expiresAt: 0 };
      if (nowMs < entry.waitUntil) return entry.waitUntil - nowMs;
      entry.count += 1;
      entry.waitUntil = nowMs + waitAfterFailure(entry.count, policy);
      entry.expiresAt = Math.max(nowMs + policy.forgetAfterMs, entry.waitUntil);
      put(key, entry, nowMs);
      return 0;
    },
    async clearPair(key) {
      entries.delete(key);
    },
  };
}

// A window without an expiry (it cannot happen unless set by hand) is given one rather than living forever.
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const UNCOUNT_IN_WINDOW = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

// The same rule as claimPairAttempt of the memory store and waitAfterFailure, in one atomic step.
const CLAIM_PAIR_ATTEMPT = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local forgetAfter = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'failures', 'waitUntil', 'expiresAt')
local failures = tonumber(state[1] or '0')
local waitUntil = tonumber(state[2] or '0')
if now >= tonumber(state[3] or '0') then
  failures = 0
  waitUntil = 0
end
if now < waitUntil then return waitUntil - now end
failures = failures + 1
waitUntil = now
if failures > free then
  waitUntil = now + math.min(tonumber(ARGV[3]) * 2 ^ (failures - free - 1), tonumber(ARGV[4]))
end
local expiresAt = math.max(now + forgetAfter, waitUntil)
redis.call('HSET', KEYS[1], 'failures', failures, 'waitUntil', waitUntil, 'expiresAt', expiresAt)
redis.call('PEXPIRE', KEYS[1], expiresAt - now)
return 0`;

/**
 * Counts in Redis, shared by every instance. Windows live by Redis's expiry; a pair's times come
 * from the app's clock (Redis's own expiry only clears the key away).
 */
export function redisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async countInWindow(key, ttlMs) {
      const [count, resetInMs] = (await redis.eval(COUNT_IN_WINDOW, 1, key, ttlMs)) as [number, number];
      return { count: Number(count), resetInMs: Number(resetInMs) };
    },
    async uncountInWindow(key) {
      await redis.eval(UNCOUNT_IN_WINDOW, 1, key);
    },
    async claimPairAttempt(key, nowMs, policy) {
      const wait = await redis.eval(
        CLAIM_PAIR_ATTEMPT,
        1,
        key,
        nowMs,
        policy.freeFailures,
        policy.baseDelayMs,
        policy.maxDelayMs,
        policy.forgetAfterMs,
      );
      return Number(wait);
    },
    async clearPair(key) {
      await redis.del(key);
    },
  };
}

/** Keys carry a digest, so the store holds no e-mail or client addresses. */
export const keyDigest = (value: string) =>
  createHash("sha256").update(value).digest("base64url").slice(0, 22);

/**
 * The rate limits of the app: in Redis when REDIS_URL is set, so that every instance counts the
 * same requests, else in this process. Routes name their class in `config.rateClass` and may add
 * limits of their own in `config.rateLimit`; the sign-in throttle (modules/auth/login-throttle.ts)
 * keeps its counters in `app.rateLimits.throttleStore`. In this process that is a store of its
 * own: route limits are keyed by what callers send (tokens, addresses, accounts), and a flood of
 * made-up keys must not push a sign-in's back-off out of a shared store's least-recently-used end.
 * When the store fails, requests go ahead: a Redis outage should not lock everybody out.
 */
export default fp<{
  redisUrl?: string;
  namespace: string;
  classScale?: number;
  /** Keys each in-process store keeps at most (tests make it small). */
  memoryEntries?: number;
}>(
  async (app, { redisUrl, namespace, classScale = 1, memoryEntries }) => {
    const redis = redisUrl
      ? redisConnection(redisUrl, "rate limits", (err, message) => app.log.warn({ err }, message))
      : undefined;
    if (redis) app.addHook("onClose", () => closeRedis(redis));
    const store = redis ? redisRateLimitStore(redis) : memoryRateLimitStore(memoryEntries);
    const throttleStore = redis ? store : memoryRateLimitStore(memoryEntries);
    const prefix = `ebm-rl:${namespace}:`;
    app.decorate("rateLimits", { store, throttleStore, prefix });

    const check = (limit: RouteRateLimit, name: string) => {
      const keyOf = limit.key ?? addressKey;
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const whose = keyOf(request);
        if (whose === undefined) return;
        const key = `${prefix}route:${limit.name ?? name}:${keyDigest(whose)}`;
        let counted: { count: number; resetInMs: number };
        try {
          counted = await store.countInWindow(key, limit.windowMs, Date.now());
        } catch (err) {
          request.log.warn({ err }, "rate limit store unavailable; not limiting");
          return;
        }
        if (counted.count > limit.max)
          throw tooManyRequests(reply, Math.max(1, Math.ceil(counted.resetInMs / 1000)));
      };
    };

    // Route hooks run after the app's own onRequest hooks: the session is read and access checked first.
    app.addHook("onRoute", (route) => {
      const name = `${[route.method].flat().join(",")} ${route.url}`;
      const rateClass = route.config?.rateClass;
      if (rateClass !== undefined && !(rateClass in RATE_CLASSES))
        throw new Error(`${name} names an unknown rate class "${rateClass}"`);
      if (rateClass === undefined && [route.method].flat().some((method) => !READ_METHODS.has(method)))
        throw new Error(
          `${name} changes something but names no rate class: set config.rateClass to one of ${Object.keys(RATE_CLASSES).join(", ")}`,
        );
      // The route's own limits first: a request one of them refuses is not counted against the
      // class, so a flood that a route stops cannot use up the class's budget for the others.
      const declared: RouteRateLimit[] = [
        ...[route.config?.rateLimit ?? []].flat(),
        ...(rateClass ? classLimits(rateClass, classScale) : []),
      ];
      for (const limit of declared) {
        if (limit.hook === "preValidation")
          route.preValidation = [route.preValidation ?? []]
            .flat()
            .concat(check(limit, name) as preValidationHookHandler);
        else
          route.onRequest = [route.onRequest ?? []].flat().concat(check(limit, name) as onRequestHookHandler);
      }
    });
  },
  { name: "rate-limit" },
);
