import { passwordStrength } from "@ebm/shared/password-strength";
import {
  loginBodySchema,
  passwordStrengthBodySchema,
  passwordStrengthResponseSchema,
  requestPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordWithTokenBodySchema,
  sessionUserSchema,
  validateUserBodySchema,
  validateUserResponseSchema,
  verifyResetTokenBodySchema,
  verifyResetTokenResponseSchema,
} from "@ebm/shared/schemas/auth";
import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, tooManyRequests } from "../../lib/errors.ts";
import { sendUpdatedUser, sessionOf } from "../../plugins/auth.ts";
import { signInThrottleOf } from "./login-throttle.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Sign-in, sign-out and password reset (part 1 §7). Paths are the spec's contract. */
const authRoutes: FastifyPluginAsyncZod<{ authPerMinute: number }> = async (app, { authPerMinute }) => {
  /**
   * Limits per client address and, for calls about one account, per account from any address: the
   * first stops one client trying many accounts, the second many clients trying one account.
   * Address limits are generous, as a whole hotel may share one address.
   */
  const limit = (
    route: string,
    perAddress: number,
    perAccount?: { max: number; key: (r: FastifyRequest) => string },
  ) => {
    const byAddress = app.createRateLimit({
      max: perAddress,
      timeWindow: 60_000,
      keyGenerator: (request) => `${route}:address:${request.ip}`,
    });
    const byAccount = perAccount
      ? app.createRateLimit({
          max: perAccount.max,
          timeWindow: 60_000,
          keyGenerator: (request) => `${route}:account:${perAccount.key(request)}`,
        })
      : undefined;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of [byAddress, byAccount]) {
        const result = await limiter?.(request);
        if (result && !result.isAllowed && result.isExceeded)
          throw tooManyRequests(reply, result.ttlInSeconds);
      }
    };
  };
  /**
   * The account a body names, normalised as the schema will normalise it. This runs before the
   * body is validated: anything but a string names no account (String() of an array nested
   * thousands deep would overflow the stack).
   */
  const bodyEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" ? email.trim().toLowerCase() : "";
  };
  const signedInId = (request: FastifyRequest) => String(request.session?.id ?? request.ip);
  const n = authPerMinute;
  /** Sign-in is limited by address and by address plus account (see login-throttle.ts), never per account alone. */
  const signInThrottle = signInThrottleOf(app, "login", n);
  /** Reset requests still being handled after their answer; the app waits for them on close. */
  const inFlight = new Set<Promise<unknown>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...inFlight]);
  });

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password; returns the user with a bearer token",
        description:
          "After repeated wrong passwords from one address at one account, each further try from that address at that account waits longer (1 s, 2 s, 4 s … up to 15 minutes), answered 429 with Retry-After; a successful sign-in clears it. Other addresses are not affected. One address is also limited over all accounts.",
        body: loginBodySchema,
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      return signInThrottle.signIn(
        request.ip,
        email,
        reply,
        () => app.auth.login(email, password, request.headers["user-agent"]),
        // Wrong credentials are the spec's 400; a failure of ours is not the caller's try.
        (err) => err instanceof AppError && err.statusCode < 500,
      );
    },
  );

  app.post(
    "/api/auth/logout",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["auth"],
        summary: "Revoke the current bearer token",
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      await app.auth.logout(sessionOf(request));
      return { status: 200 };
    },
  );

  app.post(
    "/api/register/validateUser",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Is the stored user still signed in with this token and these ids? When it is, the x-updated-user header carries the user as the server has it now",
        body: validateUserBodySchema,
        response: { 200: validateUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const s = request.session;
      const { email, companyId, id } = request.body;
      const isValid = !!s && s.id === id && s.companyId === companyId && s.email === email.toLowerCase();
      // The stored copy may be days old: hand the client the current name, function and picture.
      if (s && isValid) sendUpdatedUser(reply, s);
      return { isValid };
    },
  );

  app.post(
    "/api/companies/requestPassword",
    {
      preValidation: limit("request-password", n * 2, {
        max: Math.max(1, Math.floor(n / 3)),
        key: bodyEmail,
      }),
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link; answers the same whether or not the e-mail is on file",
        body: requestPasswordBodySchema,
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      // Answer before doing the work, so the time taken does not tell whether the e-mail is on file.
      const work = app.auth
        .requestPasswordReset(request.body.email)
        .catch((err) => request.log.error({ err }, "password reset request failed"))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return { status: 200 };
    },
  );

  app.post(
    "/api/companies/verifyResetToken",
    {
      preValidation: limit("verify-reset-token", n * 3),
      schema: {
        tags: ["auth"],
        summary: "Check a reset token from a mailed link",
        body: verifyResetTokenBodySchema,
        response: { 200: verifyResetTokenResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 200, payload: await app.auth.verifyResetToken(request.body.resetToken) }),
  );

  app.post(
    "/api/companies/resetPasswordWithToken",
    {
      preValidation: limit("reset-with-token", n * 2),
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset token (single use); signs out every session",
        body: resetPasswordWithTokenBodySchema,
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      await app.auth.resetPasswordWithToken(request.body.token, request.body.password);
      return { status: 200 };
    },
  );

  app.post(
    "/api/auth/passwordStrength",
    {
      config: { rateLimit: { max: 240, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Score a password as it is typed (0–4) with the first suggestion; changes need 2 or more",
        body: passwordStrengthBodySchema,
        response: { 200: passwordStrengthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const inputs = [...(request.body.userInputs ?? [])];
      if (request.session)
        inputs.push(request.session.email, request.session.name, request.session.companyName);
      if (request.body.resetToken)
        inputs.push(...(await app.auth.resetTokenUserInputs(request.body.resetToken)));
      return { status: 200, payload: await passwordStrength(request.body.password, inputs) };
    },
  );

  app.post(
    "/api/companies/resetPassword",
    {
      onRequest: app.requireUser,
      preValidation: limit("change-password", n * 2, { max: n, key: signedInId }),
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in user's password; other sessions are signed out",
        body: resetPasswordBodySchema,
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      await app.auth.changePassword(sessionOf(request), request.body.password);
      return { status: 200 };
    },
  );
};

export default authRoutes;
