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
import { AppError } from "../../lib/errors.ts";
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
    startCheckout: (registrationId) => app.payments.startCheckout(registrationId),
  });

  /**
   * As sign-in: a generous budget per client address (a hotel may share one) and a tight one per
   * marketplace account from any address, so neither one client nor many can guess passwords.
   */
  const limiter = (key: string, max: number, by: (r: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (r) => `${key}:${by(r)}` });
  const bodyEmail = (r: FastifyRequest) =>
    String((r.body as { email?: unknown } | undefined)?.email ?? "")
      .trim()
      .toLowerCase();
  const checks = {
    tbsLogin: [
      limiter("tbs-login:address", authPerMinute * 10, (r) => r.ip),
      limiter("tbs-login:account", authPerMinute, bodyEmail),
    ],
    register: [limiter("register:address", authPerMinute * 3, (r) => r.ip)],
  };
  const limit = (which: keyof typeof checks) => async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks[which]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
        throw new AppError(429, `Too many requests. Please try again in ${result.ttlInSeconds} seconds.`);
      }
    }
  };

  app.post(
    "/api/register/loginTBSToGrabInfo",
    {
      preValidation: limit("tbsLogin"),
      schema: {
        tags: ["register"],
        summary:
          "Step 1 for members: sign in with the marketplace account; returns the company, its people and a membership token (valid 2 hours) for POST /api/register. 401: not a member's credentials; 409: the company is already registered for this edition; 502: the directory is not available",
        body: loginTbsBodySchema,
        response: { 200: loginTbsResponseSchema, ...errors },
      },
    },
    async (request) => register.loginTbs(request.body.email, request.body.password),
  );

  app.post(
    "/api/register",
    {
      preValidation: limit("register"),
      schema: {
        tags: ["register"],
        summary:
          "Register a company and its attendees for the current edition. Amounts are computed by the server. Members (tbsCompanyId with its membershipToken) get a checkout link to pay at; non-members get link null and wait for verification. 403: registration is closed; 409: already registered",
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
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
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
