import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** How long a marketplace sign-in stays good for registering as a member. */
export const MEMBERSHIP_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

export interface MembershipClaim {
  tbsCompanyId: number;
  memberUserId: number;
}

const payloadSchema = z.object({
  tbsCompanyId: z.number().int().positive(),
  memberUserId: z.number().int().positive(),
  /** Expiry, milliseconds since the epoch. */
  exp: z.number().int(),
});

/**
 * Short-lived proofs of a marketplace sign-in: `base64url(JSON).base64url(HMAC-SHA256)`. They let
 * POST /api/register trust a tbsCompanyId without asking the directory again. The key is derived
 * from APP_SECRET for this one purpose; without a secret each process makes its own.
 * @example const tokens = membershipTokens({ secret }); tokens.verify(tokens.sign(claim))
 */
export function membershipTokens(opts: { secret?: string; now?: () => number; ttlMs?: number }) {
  const secret = opts.secret ?? randomBytes(32).toString("hex");
  const key = createHmac("sha256", secret).update("ebm:membership-token:v1").digest();
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? MEMBERSHIP_TOKEN_TTL_MS;
  const mac = (body: string) => createHmac("sha256", key).update(body).digest();

  return {
    sign(claim: MembershipClaim): string {
      const body = Buffer.from(
        JSON.stringify({
          tbsCompanyId: claim.tbsCompanyId,
          memberUserId: claim.memberUserId,
          exp: now() + ttlMs,
        }),
      ).toString("base64url");
      return `${body}.${mac(body).toString("base64url")}`;
    },

    /** The claim of a token made here that has not expired, else undefined. */
    verify(token: string): MembershipClaim | undefined {
      const [body, signature, extra] = token.split(".");
      if (!body || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
      } catch {
        return undefined;
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success || parsed.data.exp <= now()) return undefined;
      return { tbsCompanyId: parsed.data.tbsCompanyId, memberUserId: parsed.data.memberUserId };
    },
  };
}

export type MembershipTokens = ReturnType<typeof membershipTokens>;
