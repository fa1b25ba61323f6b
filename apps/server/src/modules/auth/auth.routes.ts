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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Sign-in, sign-out and password reset (part 1 §7). Paths are the spec's contract. */
const authRoutes: FastifyPluginAsyncZod<{ authPerMinute: number }> = async (app, { authPerMinute }) => {
  const perMinute = (max: number, byEmail = false) => ({
    rateLimit: {
      max,
      timeWindow: "1 minute",
      // After the body is parsed, so the key can include the account.
      hook: "preValidation" as const,
      // Per address and account, so one busy office does not lock out its colleagues.
      keyGenerator: (request: { ip: string; body?: unknown }) => {
        const email = byEmail ? String((request.body as { email?: unknown } | undefined)?.email ?? "") : "";
        return `${request.ip}|${email.toLowerCase()}`;
      },
    },
  });

  app.post(
    "/api/auth/login",
    {
      config: perMinute(authPerMinute, true),
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password; returns the user with a bearer token",
        body: loginBodySchema,
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request) =>
      app.auth.login(request.body.email, request.body.password, request.headers["user-agent"]),
  );

  app.post(
    "/api/auth/logout",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["auth"],
        summary: "Revoke the current bearer token",
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      await app.auth.logout(sessionOf(request).sessionId);
      return { status: 200 };
    },
  );

  app.post(
    "/api/register/validateUser",
    {
      schema: {
        tags: ["auth"],
        summary: "Is the stored user still signed in with this token and these ids?",
        body: validateUserBodySchema,
        response: { 200: validateUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const s = request.session;
      const { email, companyId, id } = request.body;
      return { isValid: !!s && s.id === id && s.companyId === companyId && s.email === email.toLowerCase() };
    },
  );

  app.post(
    "/api/companies/requestPassword",
    {
      config: perMinute(Math.max(1, Math.floor(authPerMinute / 2))),
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link; answers the same whether or not the e-mail is on file",
        body: requestPasswordBodySchema,
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      await app.auth.requestPasswordReset(request.body.email);
      return { status: 200 };
    },
  );

  app.post(
    "/api/companies/verifyResetToken",
    {
      config: perMinute(authPerMinute * 3),
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
      config: perMinute(authPerMinute),
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
      return { status: 200, payload: await passwordStrength(request.body.password, inputs) };
    },
  );

  app.post(
    "/api/companies/resetPassword",
    {
      preHandler: app.requireUser,
      config: perMinute(authPerMinute),
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
