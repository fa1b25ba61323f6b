import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import {
  memoryRateLimitStore,
  type RateLimitStore,
  redisRateLimitStore,
  waitAfterFailure,
} from "../../plugins/rate-limit.ts";
import { type LoginClaim, loginPolicy, loginThrottle, type ThrottlePolicy } from "./login-throttle.ts";

const policy: ThrottlePolicy = {
  perAddressPerMinute: 100,
  freeFailures: 2,
  baseDelayMs: 1000,
  maxDelayMs: 10_000,
  forgetAfterMs: 60 * 60 * 1000,
};

let prefixes = 0;
/** Two throttles on one store stand for two instances of the app. */
function twoInstances(store: RateLimitStore) {
  let nowMs = Date.UTC(2025, 10, 6, 9, 0, 0);
  const prefix = `ebm-rl:test-${process.pid}-${Date.now()}-${prefixes++}:login:`;
  const make = () => loginThrottle({ store, policy, prefix, now: () => nowMs });
  return { one: make(), two: make(), advance: (ms: number) => (nowMs += ms) };
}

const wait = (claim: LoginClaim) => (claim.allowed ? 0 : claim.retryAfterSeconds);

describe("waitAfterFailure", () => {
  it("is free for the first failures, then doubles up to the cap", () => {
    const waits = Array.from({ length: 9 }, (_, i) => waitAfterFailure(i + 1, policy));
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(waitAfterFailure(10_000, policy)).toBe(10_000);
  });

  it("follows AUTH_RATE_LIMIT_PER_MINUTE", () => {
    expect(loginPolicy(10)).toMatchObject({ perAddressPerMinute: 100, freeFailures: 10 });
  });
});

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => void (await redis?.quit()));

const stores: [string, () => RateLimitStore][] = [["in process", () => memoryRateLimitStore()]];
if (redis) stores.push(["Redis", () => redisRateLimitStore(redis)]);

describe.each(stores)("the %s store", (_name, makeStore) => {
  it("makes failures at one account from one address wait longer each time, on every instance", async () => {
    const { one, two, advance } = twoInstances(makeStore());
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      const claim = await (i % 2 ? one : two).claim("198.51.100.1", "anna@demo.example");
      expect(claim.allowed).toBe(true);
      // A second try straight after shows the wait; while it waits, it is not counted.
      const seconds = wait(await one.claim("198.51.100.1", "ANNA@demo.example "));
      seen.push(seconds);
      advance(seconds * 1000);
    }
    // Two failures are free; after that each failure makes the next try wait 1, 2, 4 … up to 10 s.
    expect(seen).toEqual([0, 1, 2, 4, 8, 10, 10]);
  });

  it("forgets the failures of a pair that signs in, and of no other pair", async () => {
    const { one, two } = twoInstances(makeStore());
    for (let i = 0; i < 3; i++) await one.claim("198.51.100.2", "lars@demo.example");
    await two.claim("198.51.100.3", "lars@demo.example");
    await two.claim("198.51.100.3", "lars@demo.example");
    const third = await two.claim("198.51.100.3", "lars@demo.example");
    expect(wait(await one.claim("198.51.100.2", "lars@demo.example"))).toBe(1);
    if (!third.allowed) throw new Error("the third attempt should pass");
    await third.succeeded();
    expect((await two.claim("198.51.100.3", "lars@demo.example")).allowed).toBe(true);
    expect(wait(await one.claim("198.51.100.2", "lars@demo.example"))).toBe(1);
  });

  it("limits an address over all accounts within a clock minute, and a success gives its attempt back", async () => {
    const { one, two, advance } = twoInstances(makeStore());
    for (let i = 0; i < 99; i++) await (i % 2 ? one : two).claim("192.0.2.1", `visitor${i}@nowhere.example`);
    const hundredth = await one.claim("192.0.2.1", "owner@demo.example");
    if (!hundredth.allowed) throw new Error("the hundredth attempt should pass");
    await hundredth.succeeded();
    expect((await one.claim("192.0.2.1", "someone@nowhere.example")).allowed).toBe(true);
    // The minute started at :00, so the 102nd attempt waits the whole minute.
    expect(wait(await two.claim("192.0.2.1", "else@nowhere.example"))).toBe(60);
    expect((await two.claim("192.0.2.2", "else@nowhere.example")).allowed).toBe(true);
    advance(60_000);
    expect((await one.claim("192.0.2.1", "else@nowhere.example")).allowed).toBe(true);
  });

  it("does not charge the address for tries refused while a pair waits", async () => {
    const { one } = twoInstances(makeStore());
    for (let i = 0; i < 3; i++) await one.claim("192.0.2.9", "waiting@nowhere.example");
    for (let i = 0; i < 150; i++)
      expect((await one.claim("192.0.2.9", "waiting@nowhere.example")).allowed).toBe(false);
    expect((await one.claim("192.0.2.9", "colleague@demo.example")).allowed).toBe(true);
  });

  it("forgets a pair after the quiet time", async () => {
    const { one, advance } = twoInstances(makeStore());
    for (let i = 0; i < 3; i++) await one.claim("198.51.100.4", "quiet@nowhere.example");
    advance(policy.forgetAfterMs + 1000);
    for (let i = 0; i < 3; i++)
      expect((await one.claim("198.51.100.4", "quiet@nowhere.example")).allowed).toBe(true);
  });
});

describe("the in-process store", () => {
  it("keeps at most its number of entries, dropping the least recently used", async () => {
    const store = memoryRateLimitStore(10);
    const nowMs = Date.now();
    for (let i = 0; i < 20; i++)
      await store.claimPairAttempt(`pair-${i}`, nowMs, { ...policy, freeFailures: 0 });
    // The newest still waits; the oldest were dropped and start afresh.
    expect(await store.claimPairAttempt("pair-19", nowMs, policy)).toBeGreaterThan(0);
    expect(await store.claimPairAttempt("pair-0", nowMs, policy)).toBe(0);
  });
});

describe("when the store fails", () => {
  it("lets sign-in go ahead and reports the error", async () => {
    const broken: RateLimitStore = {
      countInWindow: () => Promise.reject(new Error("down")),
      uncountInWindow: () => Promise.reject(new Error("down")),
      claimPairAttempt: () => Promise.reject(new Error("down")),
      clearPair: () => Promise.reject(new Error("down")),
    };
    const errors: unknown[] = [];
    const throttle = loginThrottle({
      store: broken,
      policy,
      prefix: "x:",
      onStoreError: (e) => errors.push(e),
    });
    const claim = await throttle.claim("198.51.100.5", "anna@demo.example");
    expect(claim.allowed).toBe(true);
    if (claim.allowed) await claim.succeeded();
    expect(errors).toHaveLength(1);
  });
});
