import { validateUserBodySchema, validateUserResponseSchema } from "@ebm/shared/schemas/auth";
import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  loginTbsBodySchema,
  loginTbsResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from "@ebm/shared/schemas/register";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import { sendUpdatedUser } from "../../plugins/auth.ts";
import { MINUTE_MS } from "../../plugins/rate-limit.ts";
import { signInThrottleOf } from "../auth/index.ts";

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
 * /api/register/* (part 1 §2.4, §7): the marketplace sign-in of step 1, the registration itself
 * and the check of the stored user. The pages' analytics events, also under this prefix, are
 * modules/analytics.
 */
const registerRoutes: FastifyPluginAsyncZod<{ authPerMinute: number }> = async (app, { authPerMinute }) => {
  const { register } = app.services;

  /**
   * The marketplace sign-in is throttled as the app's own sign-in: by address, and by address plus
   * account with growing waits, so nobody can keep a member out by failing at their account.
   */
  const memberSignIn = signInThrottleOf(app, "tbs-login", authPerMinute);

  app.post(
    "/api/register/loginTBSToGrabInfo",
    {
      config: { access: "public", rateClass: "auth" },
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
      config: {
        access: "public",
        rateClass: "public",
        rateLimit: { max: authPerMinute * 3, windowMs: MINUTE_MS },
      },
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

  app.post(
    "/api/register/validateUser",
    {
      config: { access: "public", rateClass: "public" },
      schema: {
        tags: ["register"],
        summary:
          "Is the stored user still signed in with this token and these ids? When it is, the x-updated-user header carries the user as the server has it now",
        body: validateUserBodySchema,
        response: { 200: validateUserResponseSchema, 400: errorResponseSchema },
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
};

export default registerRoutes;
