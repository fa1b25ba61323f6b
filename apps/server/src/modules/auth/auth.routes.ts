import { passwordStrength } from "@ebm/shared/password-strength";
import {
  loginBodySchema,
  passwordStrengthBodySchema,
  passwordStrengthResponseSchema,
  sessionUserSchema,
} from "@ebm/shared/schemas/auth";
import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { MINUTE_MS } from "../../plugins/rate-limit.ts";
import { signInThrottleOf } from "./login-throttle.ts";
import passwordRoutes from "./password.routes.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/**
 * /api/auth/*: sign-in, sign-out and the password strength meter (part 1 §7), and the password
 * reset and change at the spec's /api/companies/* addresses (password.routes.ts).
 */
const authRoutes: FastifyPluginAsyncZod<{ authPerMinute: number }> = async (app, { authPerMinute }) => {
  const { auth } = app.services;
  /** Sign-in is limited by address and by address plus account (see login-throttle.ts), never per account alone. */
  const signInThrottle = signInThrottleOf(app, "login", authPerMinute);

  app.post(
    "/api/auth/login",
    {
      config: { access: "public", rateClass: "auth" },
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
        () => auth.login(email, password, request.headers["user-agent"]),
        // Wrong credentials are the spec's 400; a failure of ours is not the caller's try.
        (err) => err instanceof AppError && err.statusCode < 500,
      );
    },
  );

  app.post(
    "/api/auth/logout",
    {
      config: { access: "attendee", rateClass: "auth" },
      schema: {
        tags: ["auth"],
        summary: "Revoke the current bearer token",
        response: { 200: statusOnlySchema, ...errors },
      },
    },
    async (request) => {
      await auth.logout(sessionOf(request));
      return { status: 200 };
    },
  );

  app.post(
    "/api/auth/passwordStrength",
    {
      config: { access: "public", rateClass: "read", rateLimit: { max: 240, windowMs: MINUTE_MS } },
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
      if (request.body.resetToken) inputs.push(...(await auth.resetTokenUserInputs(request.body.resetToken)));
      return { status: 200, payload: await passwordStrength(request.body.password, inputs) };
    },
  );

  await app.register(passwordRoutes, { authPerMinute });
};

export default authRoutes;
