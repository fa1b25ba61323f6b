import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  lastRegisteredResponseSchema,
  loginTbsBodySchema,
  loginTbsResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  registrationOpenBodySchema,
  registrationOpenResponseSchema,
} from "@ebm/shared/schemas/register";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, tooManyRequests } from "../../lib/errors.ts";
import { signInThrottleOf } from "../auth/login-throttle.ts";
import { registerService } from "./register.service.ts";
import { membershipTokens } from "./register.token.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * Registration (part 1 §2.4, §7): the marketplace sign-in of step 1, the registration itself, the
 * success check, and the organisers' switch that opens and closes registration.
 */
const registerRoutes: FastifyPluginAsyncZod<{ authPerMinute: number }> = async (app, { authPerMinute }) => {
  const register = registerService({
    db: app.db,
    misc: app.misc,
    membership: app.membership,
    tokens: membershipTokens({ secret: app.config.APP_SECRET }),
    mail: app.mail,
    config: app.config,
    startCheckout: (registrationId) => app.payments.startCheckout(registrationId),
  });

  /**
   * The marketplace sign-in is throttled as the app's own sign-in: by address, and by address plus
   * account with growing waits, so nobody can keep a member out by failing at their account.
   */
  const memberSignIn = signInThrottleOf(app, "tbs-login", authPerMinute);
  const registerByAddress = app.createRateLimit({
    max: authPerMinute * 3,
    timeWindow: 60_000,
    keyGenerator: (r) => `register:address:${r.ip}`,
  });
  const limitRegistrations = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await registerByAddress(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(reply, result.ttlInSeconds);
  };

  app.post(
    "/api/register/loginTBSToGrabInfo",
    {
      schema: {
        tags: ["register"],
        summary:
          "Step 1 for members: sign in with the marketplace account; returns the company, its people and a membership token (valid 2 hours) for POST /api/register. 401: not a member's credentials; 409: the company is already registered for this edition; 502: the directory is not available",
        body: loginTbsBodySchema,
        response: { 200: loginTbsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      return memberSignIn.signIn(
        request.ip,
        email,
        reply,
        () => register.loginTbs(email, password),
        // Only wrong credentials count; an already registered company or a directory outage do not.
        (err) => err instanceof AppError && err.statusCode === 401,
      );
    },
  );

  app.post(
    "/api/register",
    {
      preValidation: limitRegistrations,
      schema: {
        tags: ["register"],
        summary:
          "Register a company and its attendees for the current edition. Amounts are computed by the server. Members (tbsCompanyId with its membershipToken) get a checkout link to pay at; non-members get link null and wait for verification. An attendee address that belongs to another company's person is answered like any other (its owner is told by mail; the payment leaves it to the organisers). 403: registration is closed; 409: the company (of the membership sign-in) is already registered",
        body: registerBodySchema,
        response: { 200: registerResponseSchema, ...errors },
      },
    },
    async (request) => register.register(request.body),
  );

  app.get(
    "/api/misc/lastRegistered",
    {
      schema: {
        tags: ["register"],
        summary:
          "The newest registration of the current edition (company name, country, time; no personal data), or null",
        response: { 200: lastRegisteredResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      return { status: 200, payload: await register.lastRegistered() };
    },
  );

  app.post(
    "/api/organiser/registration",
    {
      onRequest: app.requireOrganiser,
      schema: {
        tags: ["register"],
        summary: "Organiser staff: open or close registration for the current edition",
        body: registrationOpenBodySchema,
        response: { 200: registrationOpenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200,
      payload: { registrationOpen: await register.setRegistrationOpen(request.body.open) },
    }),
  );
};

export default registerRoutes;
