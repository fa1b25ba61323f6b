import type { FastifyInstance, FastifyReply } from "fastify";
import { clientNetwork } from "../../lib/client-network.ts";
import { tooManyRequests } from "../../lib/errors.ts";
import { type BackoffPolicy, keyDigest, MINUTE_MS, type RateLimitStore } from "../../plugins/rate-limit.ts";

/**
 * How sign-in attempts are slowed down. There is no hard lock of an account: a lock would let
 * anyone who knows an e-mail address keep its owner out. Instead an address is limited as a whole
 * (generously, a hotel may share one), and an address that keeps failing at one account waits
 * longer and longer before each further try there, while the owner elsewhere signs in as usual.
 */
export interface ThrottlePolicy extends BackoffPolicy {
  /** Attempts one address may have failed (or have under way) within a clock minute, over all accounts. */
  perAddressPerMinute: number;
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

export type LoginClaim =
  | {
      allowed: true;
      /** Call once the password proved right: the attempt stops counting. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

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
  store: RateLimitStore;
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
    const addressKey = `${prefix}address:${keyDigest(network)}:${minute}`;
    const pairKey = `${prefix}pair:${keyDigest(`${network}\n${account.trim().toLowerCase()}`)}`;
    try {
      const { count } = await store.countInWindow(addressKey, 2 * MINUTE_MS, nowMs);
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
 * The sign-in throttle of one call on the app's throttle store (plugins/rate-limit.ts): Redis
 * when REDIS_URL is set, so every instance counts the same attempts, else this process. `name`
 * keeps the calls' counts apart.
 * @example const throttle = signInThrottleOf(app, "login", config.AUTH_RATE_LIMIT_PER_MINUTE);
 */
export function signInThrottleOf(app: FastifyInstance, name: string, perMinute: number): LoginThrottle {
  return loginThrottle({
    store: app.rateLimits.throttleStore,
    policy: loginPolicy(perMinute),
    prefix: `${app.rateLimits.prefix}${name}:`,
    onStoreError: (err) => app.log.warn({ err, name }, "sign-in throttle unavailable; not throttling"),
  });
}
