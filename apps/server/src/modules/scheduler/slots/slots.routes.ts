import { errorResponseSchema, idSchema } from "@ebm/shared/schemas/common";
import {
  attendeeCountResponseSchema,
  checkAvailabilityBodySchema,
  checkAvailabilityResponseSchema,
  timeslotsResponseSchema,
  usedTimeslotsResponseSchema,
} from "@ebm/shared/schemas/scheduler";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../../plugins/auth.ts";

const e = errorResponseSchema;

/**
 * The timeslots (part 2 §7): both days with the user's state in each, a company's availability
 * in a slot, its attendee count, and the busy slots the company page's picker greys out.
 */
const slotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scheduler } = app.services;

  app.get(
    "/api/scheduler/timeslots",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary:
          "Both meeting days' timeslots of the current edition with the signed-in user's state in each (available, blocked, pending, accepted, fullyBooked), their meeting (meet) and table, and each day's dates and table counts (metaData)",
        response: { 200: timeslotsResponseSchema, 401: e },
      },
    },
    async (request) => ({ status: 200, ...(await scheduler.timeslots(sessionOf(request))) }),
  );

  app.post(
    "/api/scheduler/check-availability",
    {
      config: { access: "attendee", rateClass: "read" },
      schema: {
        tags: ["scheduler"],
        summary:
          "The contacts of companyId who are busy in timeslotId (a meeting, a request or a block), and whether every place of the slot is taken. 403 for a caller who does not attend the current edition; 404 for a timeslot of another edition, or a company that is neither the caller's nor attending",
        body: checkAvailabilityBodySchema,
        response: { 200: checkAvailabilityResponseSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => {
      const { timeslotId, companyId } = request.body;
      return {
        status: 200,
        ...(await scheduler.checkAvailability(sessionOf(request), timeslotId, companyId)),
      };
    },
  );

  app.get(
    "/api/scheduler/get-attendee-count/:companyId",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary:
          "How many people of the company attend the current edition. Only for the caller's own company or an attending one (404 otherwise)",
        params: z.object({ companyId: idSchema }),
        response: { 200: attendeeCountResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      status: 200,
      count: await scheduler.attendeeCount(sessionOf(request), request.params.companyId),
    }),
  );

  for (const [action, withOwn, summary] of [
    [
      "findTakenTimeslots",
      false,
      "The timeslots in which the attendee id is busy (403 unless the caller attends too, 404 unless the attendee does)",
    ],
    [
      "findCombinedTakenTimeslots",
      true,
      "The timeslots in which the attendee id or the signed-in user is busy (403 unless the caller attends, 404 unless the attendee does)",
    ],
  ] as const) {
    app.get(
      `/api/scheduler/contacts/:id/action/${action}`,
      {
        config: { access: "attendee" },
        schema: {
          tags: ["scheduler"],
          summary,
          params: z.object({ id: idSchema }),
          response: { 200: usedTimeslotsResponseSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) => ({
        status: 200,
        usedTimeslotIds: await scheduler.takenTimeslots(sessionOf(request), request.params.id, withOwn),
      }),
    );
  }
};

export default slotsRoutes;
