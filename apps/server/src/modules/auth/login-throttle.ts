import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import { clientNetwork } from "../../lib/client-network.ts";
import { tooManyRequests } from "../../lib/errors.ts";

/**
 * How sign-in attempts are slowed down. There is no hard lock of an account: a lock would let
 * anyone who knows an e-mail address keep its owner out. Instead an address is limited as a whole
 * (generously, a hotel may share one), and an address that keeps failing at one account waits
 * longer and longer before each further try there, while the owner elsewhere signs in as usual.
 */
export interface ThrottlePolicy {
  /** Attempts one address may have failed (or have under way) within a clock minute, over all accounts. */
  perAddressPerMinute: number;
  /** Failed attempts from one address at one account before each further one has to wait. */
  freeFailures: number;
  /** The first wait; it doubles with every further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long the failures of an address at an account are remembered after the last one. */
  forgetAfterMs: number;
}

/** The limits for AUTH_RATE_LIMIT_PER_MINUTE = `perMinute`. */
export function loginPolicy(perMinute: number): ThrottlePolicy {
  return {
    perAddressPerMinute: perMinute * 10,
    freeFailures: perMinute,
    baseDelayMs: 1000,
    maxDelayMs: 15 * 60 * 1000,
    forgetAfterMs: 24 * 60 * 60 * 1000,
  };
}

/** The wait after the `failures`-th failure in a row: none for the free ones, then 1×, 2×, 4× … the base. */
export function waitAfterFailure(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures - 1), policy.maxDelayMs);
}

/** Where the counts live: in this process, or in Redis so that all instances share them. */
export interface ThrottleStore {
  /** Counts one attempt in the window `key`, which lives `ttlMs`; returns the count in the window. */
  countInWindow(key: string, ttlMs: number, nowMs: number): Promise<number>;
  /** Takes back one attempt of a window that still exists (the attempt succeeded). */
  uncountInWindow(key: string, nowMs: number): Promise<void>;
  /**
   * Claims an attempt of one address at one account. While the pair has to wait, answers the
   * milliseconds left and counts nothing; otherwise counts the attempt as a failure until told
   * otherwise and answers 0. Check and count are one step, so a burst of parallel attempts cannot
   * all pass before the first failure is counted.
   */
  claimPairAttempt(key: string, nowMs: number, policy: ThrottlePolicy): Promise<number>;
  /** Forgets the failures of a pair (it signed in). */
  clearPair(key: string): Promise<void>;
}

type Entry = { count: number; waitUntil: number; expiresAt: number };

/**
 * Counts in this process: right for one instance. Expired entries are swept, and past
 * `maxEntries` the least recently touched go, so a flood of made-up accounts cannot exhaust memory.
 */
export function memoryThrottleStore(maxEntries = 100_000): ThrottleStore {
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
      return entry.count;
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

const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

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
 * Counts in Redis, shared by every instance. A pair's times come from the app's clock (Redis's own
 * expiry only clears the key away); a minute window's key already names its minute.
 */
export function redisThrottleStore(redis: Redis): ThrottleStore {
  return {
    async countInWindow(key, ttlMs) {
      return Number(await redis.eval(COUNT_IN_WINDOW, 1, key, ttlMs));
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

export type LoginClaim =
  | {
      allowed: true;
      /** Call once the password proved right: the attempt stops counting. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

const MINUTE_MS = 60_000;

/** Keys carry a digest, so the store holds no e-mail or client addresses. */
const digest = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 22);

/**
 * Sign-in throttling by address and by address plus account. Every attempt counts as a failure
 * from the moment it is claimed until it succeeds, so only wrong passwords (and unknown accounts)
 * add up, and a burst sent at once is counted in full. When the store fails, sign-in goes ahead
 * unthrottled: an outage of Redis should not lock everybody out.
 * @example
 * const claim = await throttle.claim(request.ip, email);
 * if (!claim.allowed) throw tooManyRequests(claim.retryAfterSeconds);
 * const user = await login(email, password); // a wrong password throws: the failure stays counted
 * await claim.succeeded();
 */
export function loginThrottle(deps: {
  store: ThrottleStore;
  policy: ThrottlePolicy;
  /** Starts every key, so that apps sharing a Redis keep apart. */
  prefix: string;
  now?: () => number;
  onStoreError?: (err: unknown) => void;
}) {
  const { store, policy, prefix } = deps;
  const now = deps.now ?? (() => Date.now());
  const failOpen = (err: unknown) => deps.onStoreError?.(err);

  async function claim(address: string, account: string): Promise<LoginClaim> {
    const nowMs = now();
    const minute = Math.floor(nowMs / MINUTE_MS);
    // One client holds a whole IPv6 /64: counted by address alone it would never run out.
    const network = clientNetwork(address);
    const addressKey = `${prefix}address:${digest(network)}:${minute}`;
    const pairKey = `${prefix}pair:${digest(`${network}\n${account.trim().toLowerCase()}`)}`;
    try {
      const count = await store.countInWindow(addressKey, 2 * MINUTE_MS, nowMs);
      if (count > policy.perAddressPerMinute)
        return { allowed: false, retryAfterSeconds: Math.ceil(((minute + 1) * MINUTE_MS - nowMs) / 1000) };
      const waitMs = await store.claimPairAttempt(pairKey, nowMs, policy);
      if (waitMs > 0) {
        // Refused before any password was checked: it should not use up the address's budget,
        // which a whole hotel may share.
        await store.uncountInWindow(addressKey, nowMs);
        return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
      }
    } catch (err) {
      failOpen(err);
      return { allowed: true, succeeded: async () => {} };
    }
    return {
      allowed: true,
      async succeeded() {
        await Promise.all([store.uncountInWindow(addressKey, now()), store.clearPair(pairKey)]).catch(
          failOpen,
        );
      },
    };
  }

  return {
    claim,

    /**
     * Runs one sign-in under the throttle: a 429 with Retry-After while this address waits at this
     * account; afterwards the attempt stays counted only when `wrongCredentials` says the error
     * was the caller's wrong e-mail or password, not a failure of ours or a refusal of another kind.
     * @example return throttle.signIn(request.ip, email, reply, () => login(email, password), isWrong);
     */
    async signIn<T>(
      address: string,
      account: string,
      reply: FastifyReply,
      attempt: () => Promise<T>,
      wrongCredentials: (err: unknown) => boolean,
    ): Promise<T> {
      const claimed = await claim(address, account);
      if (!claimed.allowed) throw tooManyRequests(reply, claimed.retryAfterSeconds);
      try {
        const result = await attempt();
        await claimed.succeeded();
        return result;
      } catch (err) {
        if (!wrongCredentials(err)) await claimed.succeeded();
        throw err;
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

/**
 * The sign-in throttle of one call on this app's store: Redis when REDIS_URL is set, so every
 * instance counts the same attempts, else this process. `name` keeps the calls' counts apart.
 * @example const throttle = signInThrottleOf(app, "login", config.AUTH_RATE_LIMIT_PER_MINUTE);
 */
export function signInThrottleOf(app: FastifyInstance, name: string, perMinute: number): LoginThrottle {
  return loginThrottle({
    store: app.rateLimitRedis ? redisThrottleStore(app.rateLimitRedis) : memoryThrottleStore(),
    policy: loginPolicy(perMinute),
    prefix: `ebm-rl:${app.config.RATE_LIMIT_NAMESPACE}:${name}:`,
    onStoreError: (err) => app.log.warn({ err, name }, "sign-in throttle unavailable; not throttling"),
  });
}
