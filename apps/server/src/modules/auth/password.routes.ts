import {
  requestPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordWithTokenBodySchema,
  verifyResetTokenBodySchema,
  verifyResetTokenResponseSchema,
} from "@ebm/shared/schemas/auth";
import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";
import { addressKey } from "../../plugins/rate-classes.ts";
import { HOUR_MS, keyDigest, MINUTE_MS } from "../../plugins/rate-limit.ts";

const passwordErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Reset requests for one account an hour, from all addresses together. */
export const RESET_REQUESTS_PER_ACCOUNT_HOUR = 30;

/**
 * The account a body names, normalised as the schema will normalise it. This runs before the
 * body is validated: anything but a string names no account (String() of an array nested
 * thousands deep would overflow the stack).
 */
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : "";
};

/**
 * The password reset and change (part 2 §7), at the spec's /api/companies/* addresses: asking for
 * a reset link, checking it, setting a password with it, and changing one's own.
 */
const passwordRoutes: FastifyPluginAsyncZod<{ authPerMinute: number }> = async (app, { authPerMinute }) => {
  const { auth } = app.services;
  const n = authPerMinute;
  /** Reset requests still being handled after their answer; the app waits for them on close. */
  const inFlight = new Set<Promise<unknown>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...inFlight]);
  });

  // Limits per client address and, for calls about one account, per account from any address: the
  // first stops one client trying many accounts, the second many clients trying one account.
  // Address limits are generous, as a whole hotel may share one address.

  app.post(
    "/api/companies/requestPassword",
    {
      config: {
        access: "public",
        rateClass: "auth",
        rateLimit: [
          { name: "request-password", max: n * 2, windowMs: MINUTE_MS },
          {
            name: "request-password-account",
            max: Math.max(1, Math.floor(n / 3)),
            windowMs: MINUTE_MS,
            // Per address and account: a stranger asking for someone's resets uses up their own
            // budget, not the owner's (whose mail the per-network mail bound protects too) ...
            key: (request) => `${addressKey(request)}\n${bodyEmail(request)}`,
            hook: "preValidation",
          },
          {
            // ... and per account from any address, generously: many clients together cannot
            // fill one person's inbox either.
            name: "request-password-account-hour",
            max: RESET_REQUESTS_PER_ACCOUNT_HOUR,
            windowMs: HOUR_MS,
            key: bodyEmail,
            hook: "preValidation",
          },
        ],
      },
      schema: {
        tags: ["companies"],
        summary: "Mail a password reset link; answers the same whether or not the e-mail is on file",
        body: requestPasswordBodySchema,
        response: { 200: statusOnlySchema, ...passwordErrors },
      },
    },
    async (request) => {
      // Answer before doing the work, so the time taken does not tell whether the e-mail is on file.
      const work = auth
        .requestPasswordReset(request.body.email, keyDigest(addressKey(request)))
        .catch((err) => request.log.error({ err }, "password reset request failed"))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return { status: 200 };
    },
  );

  app.post(
    "/api/companies/verifyResetToken",
    {
      config: { access: "public", rateClass: "auth", rateLimit: { max: n * 3, windowMs: MINUTE_MS } },
      schema: {
        tags: ["companies"],
        summary: "Check a reset token from a mailed link",
        body: verifyResetTokenBodySchema,
        response: { 200: verifyResetTokenResponseSchema, ...passwordErrors },
      },
    },
    async (request) => ({ status: 200, payload: await auth.verifyResetToken(request.body.resetToken) }),
  );

  app.post(
    "/api/companies/resetPasswordWithToken",
    {
      config: { access: "public", rateClass: "auth", rateLimit: { max: n * 2, windowMs: MINUTE_MS } },
      schema: {
        tags: ["companies"],
        summary: "Set a new password with a reset token (single use); signs out every session",
        body: resetPasswordWithTokenBodySchema,
        response: { 200: statusOnlySchema, ...passwordErrors },
      },
    },
    async (request) => {
      await auth.resetPasswordWithToken(request.body.token, request.body.password);
      return { status: 200 };
    },
  );

  app.post(
    "/api/companies/resetPassword",
    {
      config: {
        access: "attendee",
        rateClass: "auth",
        rateLimit: [
          { name: "change-password", max: n * 2, windowMs: MINUTE_MS },
          {
            name: "change-password-account",
            max: n,
            windowMs: MINUTE_MS,
            key: (request) => String(request.session?.id),
          },
        ],
      },
      schema: {
        tags: ["companies"],
        summary: "Change the signed-in user's password; other sessions are signed out",
        body: resetPasswordBodySchema,
        response: { 200: statusOnlySchema, ...passwordErrors },
      },
    },
    async (request) => {
      await auth.changePassword(sessionOf(request), request.body.password);
      return { status: 200 };
    },
  );
};

export default passwordRoutes;
