import { DINNER_MESSAGES } from "@ebm/shared/messages";
import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  captLunchSlotsTakenResponseSchema,
  regCaptLunchBodySchema,
  regCaptLunchResponseSchema,
} from "@ebm/shared/schemas/dinner";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";

const e = errorResponseSchema;

/** The Captain's Dinner calls of part 1 §7: /api/misc/captLunchSlotsTaken and /api/misc/regCaptLunch. */
const dinnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dinner } = app.services;

  app.get(
    "/api/misc/captLunchSlotsTaken",
    {
      config: { access: "public" },
      schema: {
        tags: ["dinner"],
        summary:
          "The Captain's Dinner places taken per day (payload; pending and approved sign-ups), and the caller's registrationStatus: 0 visitor, 1 approved, 2 awaiting review, 3 declined, 9 not registered. approvedRegistrations lists the approved sign-ups of the caller's own company; registeredDay the day the caller signed up for",
        response: { 200: captLunchSlotsTakenResponseSchema },
      },
    },
    async (request) => ({ status: 200, ...(await dinner.slotsTaken(request.session?.id ?? null)) }),
  );

  app.post(
    "/api/misc/regCaptLunch",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["dinner"],
        summary: `Signs the caller up for the Captain's Dinner on dayNumber (1 Thursday, 2 Friday); the sign-up waits for the organisers' review (registrationStatus 2) and the confirmation comes by e-mail. 403 when contactId is not the caller, the caller does not attend or is neither a sales manager nor a company owner (their function); 409 "${DINNER_MESSAGES.alreadyRegistered}", "${DINNER_MESSAGES.colleaguesApproved}", "${DINNER_MESSAGES.colleaguesSignedUp}" (at most 2 per company, pending ones included), "${DINNER_MESSAGES.dayFull}", or a "try again" when many sign up at the same moment`,
        body: regCaptLunchBodySchema,
        response: { 200: regCaptLunchResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      status: 200,
      registrationStatus: await dinner.register(sessionOf(request).id, request.body),
    }),
  );
};

export default dinnerRoutes;
