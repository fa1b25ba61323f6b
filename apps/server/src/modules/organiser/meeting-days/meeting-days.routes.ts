import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  dinnerDayBodySchema,
  dinnerDayParamsSchema,
  dinnerDayRemoveQuerySchema,
  meetingDaysApplyBodySchema,
  meetingDaysApplyResponseSchema,
  meetingDaysPreviewBodySchema,
  meetingDaysPreviewResponseSchema,
  meetingDaysQuerySchema,
  meetingDaysRefusalSchema,
  meetingDaysResponseSchema,
} from "@ebm/shared/schemas/organiser-meeting-days";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { DaysRefusal } from "../../scheduler/index.ts";
import { organiserErrors } from "../organiser.http.ts";

const withNotFound = { ...organiserErrors, 404: errorResponseSchema };

/** A DELETE takes no body: one sent anyway is refused by the framework. */
const deleteErrors = {
  ...withNotFound,
  409: errorResponseSchema,
  413: errorResponseSchema.describe("A body was sent that is too large (DELETE takes none)"),
  415: errorResponseSchema.describe("A body was sent of a media type the API does not take"),
};

/** /api/organiser/meeting-days/*: the meeting days' pattern, its tables and the dinner days (organisers only). */
const meetingDaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = () => app.services.organiser.meetingDays;
  const actor = (request: Parameters<typeof sessionOf>[0]) => ({ id: sessionOf(request).id });

  app.get(
    "/api/organiser/meeting-days",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the meeting days of an edition (`editionId`; the current one when left out), each with its pattern (first start, last end, slot length, breaks, keynotes: local times of the edition's zone), its tables and hotel lobby places and its timeslots with their meetings counted; the Captain's Dinner days with their seats; and the editions one may choose (the current one and the next). 404 for an unknown edition",
        querystring: meetingDaysQuerySchema,
        response: { 200: meetingDaysResponseSchema, ...withNotFound },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().read(request.query.editionId) }),
  );

  app.post(
    "/api/organiser/meeting-days/preview",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: what a changed pattern of the meeting days would do, changing nothing: the timeslots it makes, keeps (with their ids) and removes, and every requested or accepted meeting whose slot would go or become a keynote, with the slot it could move to (the nearest of its day that has not started yet, with a free place and everyone free). 400 naming the field for a day outside the edition, an end before the start, a keynote at no slot's start or days that would renumber a stored day; 409 naming the field when fewer tables would take a meeting's table, and 409 naming `editionId` for a past edition",
        body: meetingDaysPreviewBodySchema,
        response: {
          200: meetingDaysPreviewResponseSchema,
          ...withNotFound,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().preview(request.body, app.eventNow()),
    }),
  );

  app.post(
    "/api/organiser/meeting-days",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: changes the meeting days of an edition to the pattern, in one transaction that locks the meetings it touches, their people and the edition's slots before it checks. Slots that stay keep their ids. A meeting whose slot would go or become a keynote must be named in `meetings` with `move` (to the slot the preview names) or `cancel`; otherwise the answer is 409 with the `preview` that lists them, and nothing changes. A past edition is refused (409 naming `editionId`). Everyone at a moved or cancelled meeting is told by mail (bounded per organiser and recipient) and in the app. Audit entry meetingDays.update",
        body: meetingDaysApplyBodySchema,
        response: {
          200: meetingDaysApplyResponseSchema,
          ...withNotFound,
          409: meetingDaysRefusalSchema.or(errorResponseSchema),
        },
      },
    },
    async (request, reply) => {
      try {
        return {
          status: 200 as const,
          payload: await section().apply(actor(request), request.body, app.eventNow()),
        };
      } catch (err) {
        if (!(err instanceof DaysRefusal)) throw err;
        return reply.code(409).send({
          status: 409 as const,
          error: "Conflict",
          message: err.message,
          field: "meetings",
          preview: err.preview,
        });
      }
    },
  );

  app.post(
    "/api/organiser/meeting-days/dinner-days",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: makes a meeting day (`day`) a Captain's Dinner day with `seats` seats, or changes its seats, under the day's lock (sign-ups wait). 400 for a day that is no meeting day, 409 naming `seats` for fewer seats than are taken, 409 naming `editionId` for a past edition. Audit entry dinnerDay.add or dinnerDay.update",
        body: dinnerDayBodySchema,
        response: { 200: meetingDaysResponseSchema, ...withNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().setDinnerDay(actor(request), request.body),
    }),
  );

  app.delete(
    "/api/organiser/meeting-days/dinner-days/:day",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: removes a Captain's Dinner day of the edition (`editionId`). A day with sign-ups holding seats is refused (409 naming `withSignups`) unless `withSignups=true`: then they are declined and each person is told by mail. 409 naming `editionId` for a past edition. 404 when the day is no dinner day. Audit entry dinnerDay.remove",
        params: dinnerDayParamsSchema,
        querystring: dinnerDayRemoveQuerySchema,
        response: { 200: meetingDaysResponseSchema, ...deleteErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().removeDinnerDay(
        actor(request),
        request.query.editionId,
        request.params.day,
        request.query.withSignups,
        app.eventNow(),
      ),
    }),
  );
};

export default meetingDaysRoutes;
