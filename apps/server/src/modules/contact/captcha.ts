import { randomBytes } from "node:crypto";
import type { CaptchaChallenge } from "@ebm/shared/schemas/mail";
// The v1 proof of work is the one the altcha-widget 2.x solves.
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { z } from "zod";

/** Solving takes well under a second in a browser (on average half this many SHA-256 hashes). */
export const CAPTCHA_MAX_NUMBER = 50_000;
/** How long a challenge may be solved and redeemed. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

const payloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(CAPTCHA_MAX_NUMBER),
  salt: z.string().min(1).max(500),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export type VerifiedCaptcha = { signature: string; expiresAt: Date };

/**
 * ALTCHA challenges signed with an HMAC key. Without a configured key each process makes its own,
 * which is right for a single instance; several instances must share CAPTCHA_HMAC_KEY.
 */
export function captchaService(opts: { hmacKey?: string; now?: () => Date }) {
  const hmacKey = opts.hmacKey ?? randomBytes(32).toString("hex");
  const now = opts.now ?? (() => new Date());

  return {
    async challenge(): Promise<CaptchaChallenge> {
      return createChallenge({
        algorithm: "SHA-256",
        hmacKey,
        maxNumber: CAPTCHA_MAX_NUMBER,
        expires: new Date(now().getTime() + CAPTCHA_TTL_MS),
      });
    },

    /**
     * Checks a solution payload (base64 JSON from the widget): our signature, not expired, solved.
     * Returns what single use needs, or undefined for anything else. Whether it was used before is
     * for the caller to decide, in the transaction that acts on it.
     */
    async verify(payload: string): Promise<VerifiedCaptcha | undefined> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
      } catch {
        return undefined;
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) return undefined;
      // Every challenge of ours carries an expiry; one without it was not made here.
      const expires = Number(extractParams(parsed.data).expires);
      if (!Number.isInteger(expires) || expires * 1000 <= now().getTime()) return undefined;
      const ok = await verifySolution(parsed.data, hmacKey, true).catch(() => false);
      return ok ? { signature: parsed.data.signature, expiresAt: new Date(expires * 1000) } : undefined;
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
