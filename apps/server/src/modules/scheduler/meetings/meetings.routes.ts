import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { errorResponseSchema, idSchema } from "@ebm/shared/schemas/common";
import {
  meetingIdByAuthResponseSchema,
  meetingRequestBodySchema,
  meetingRequestResponseSchema,
  meetingsResponseSchema,
  nextMeetingResponseSchema,
  pendingMeetingsResponseSchema,
} from "@ebm/shared/schemas/scheduler";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../../plugins/auth.ts";
import meetingActionRoutes from "./meeting-actions.routes.ts";

const e = errorResponseSchema;

/**
 * The meetings (part 1 §7, part 2 §7): the user's meetings, the home card's next one, the requests
 * waiting for an answer, asking for a meeting, and the id behind a mailed link. The answers,
 * blocks and colleagues are in meeting-actions.routes.ts.
 */
const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scheduler, settings } = app.services;

  app.post(
    "/api/scheduler/nextMeeting",
    {
      config: { access: "attendee", rateClass: "read" },
      schema: {
        tags: ["scheduler"],
        summary: "The signed-in user's next accepted meeting that has not ended, and who is in it",
        description:
          "The body is not used (the user comes from the session). Time follows the event clock (EVENT_TIME).",
        body: z.object({}).passthrough().optional(),
        response: { 200: nextMeetingResponseSchema, 401: e },
      },
    },
    async (request) => {
      const { edition } = await settings.current();
      const next = await scheduler.nextMeeting(sessionOf(request).id, edition, app.eventNow());
      return { status: 200, ...next };
    },
  );

  app.get(
    "/api/scheduler/meetings",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary:
          "The signed-in user's live meetings and blocks (meets), their cancelled, declined and lapsed meetings (meetsCancelled), the colleagues named in them (contacts), the meeting day of the event clock (dayNumber) and how many people of their company attend. Each meeting carries the actions the user may take now; with the scheduler off there are none",
        response: { 200: meetingsResponseSchema, 401: e },
      },
    },
    async (request) => ({ status: 200, ...(await scheduler.meetings(sessionOf(request), app.eventNow())) }),
  );

  app.post(
    "/api/scheduler/meetings",
    {
      config: { access: "attendee", rateClass: "reach" },
      schema: {
        tags: ["scheduler"],
        summary:
          "Asks toId for a meeting in timeslotId, with a message. 403 when the scheduler is off or the caller does not attend; 400 for oneself or one's own company (field toId); 404 when toId does not attend or the timeslot is not of the current edition; 409 when the timeslot has ended, is the keynote, is fully booked, either side is busy in it, another booking holds it (try again), the caller already waits for an answer of toId (field toId), or already has 10 requests waiting on that day. The recipient gets a mail with answer links; unanswered, the request lapses when its slot begins, or earlier after the edition's meeting_request_expiry_hours when set. currentlySelectedDay is the tab of the slot's day (day - 1). source suggestion records that the request was made from a possible match (the organisers' overview compares where meetings came from)",
        body: meetingRequestBodySchema,
        response: { 200: meetingRequestResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => {
      const { meetingId, day } = await scheduler.request(sessionOf(request), request.body, app.eventNow());
      return {
        status: 200,
        payload: { msg: SCHEDULER_MESSAGES.request.success, meetingId },
        currentlySelectedDay: day - 1,
      };
    },
  );

  app.get(
    "/api/scheduler/pending-meetings",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary: "How many meeting requests wait for the signed-in user's answer",
        response: { 200: pendingMeetingsResponseSchema, 401: e },
      },
    },
    async (request) => ({
      status: 200,
      pendingMeetings: await scheduler.pendingMeetings(sessionOf(request)),
    }),
  );

  app.get(
    "/api/scheduler/meetings/:id/action/meetingIdByAuth",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary:
          "The meeting's id when the signed-in user is in it (the links of the request mails ask this after sign-in); 404 otherwise",
        params: z.object({ id: idSchema }),
        response: { 200: meetingIdByAuthResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      status: 200,
      meetingId: await scheduler.meetingIdByAuth(sessionOf(request), request.params.id),
    }),
  );

  await app.register(meetingActionRoutes);
};

export default meetingRoutes;
