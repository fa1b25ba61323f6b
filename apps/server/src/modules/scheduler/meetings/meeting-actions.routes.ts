import { errorResponseSchema, idSchema } from "@ebm/shared/schemas/common";
import {
  addColleagueBodySchema,
  availableColleaguesResponseSchema,
  meetingActionParamSchema,
  removeColleagueBodySchema,
  schedulerActionResponseSchema,
  timeslotBodySchema,
} from "@ebm/shared/schemas/scheduler";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../../plugins/auth.ts";

const e = errorResponseSchema;
/** The answers of every call that changes a meeting or a block. */
const changeResponses = { 200: schedulerActionResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e };
const OFF = "403 when the scheduler is off.";

/**
 * What changes meetings (part 2 §6, §7): answers to requests, blocks and colleagues. Every change
 * is refused while the scheduler is off, and on a meeting the caller is not in (404).
 */
const meetingActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scheduler } = app.services;

  app.post(
    "/api/scheduler/meetings/:id/action/:action",
    {
      config: { access: "attendee", rateClass: "reach" },
      schema: {
        tags: ["scheduler"],
        summary: `Acts on a meeting of the signed-in user: accept or decline (the recipient of a pending request), cancel (the requester of a pending request, or either side of an accepted meeting without a parent), reminder (the requester, at most once an hour, else 409), held or noShow (either side, after the slot). Only what the meeting's actions list allows (403 otherwise); 404 for a meeting the caller is not in. Accepting gives the lowest free place of the slot; 409 when none is left. ${OFF} The body is not used`,
        params: z.object({ id: idSchema, action: meetingActionParamSchema }),
        response: changeResponses,
      },
    },
    async (request) => {
      const { id, action } = request.params;
      return { status: 200, ...(await scheduler.act(sessionOf(request), id, action, app.eventNow())) };
    },
  );

  app.post(
    "/api/scheduler/blockTimeslot",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["scheduler"],
        summary: `Blocks a timeslot for the signed-in user, so nobody can ask them for a meeting in it. 409 when they are busy in it or it has ended; 404 for a timeslot of another edition. ${OFF}`,
        body: timeslotBodySchema,
        response: changeResponses,
      },
    },
    async (request) => ({
      status: 200,
      ...(await scheduler.block(sessionOf(request), request.body.timeslotId, app.eventNow())),
    }),
  );

  app.post(
    "/api/scheduler/unblockTimeslot",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["scheduler"],
        summary: `Removes the signed-in user's block of a timeslot; 404 when there is none. ${OFF}`,
        body: timeslotBodySchema,
        response: changeResponses,
      },
    },
    async (request) => ({
      status: 200,
      ...(await scheduler.unblock(sessionOf(request), request.body.timeslotId)),
    }),
  );

  app.get(
    "/api/scheduler/meetings/:id/availablecolleague",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["scheduler"],
        summary:
          "Colleagues of the signed-in user's company who attend, are free in the meeting's timeslot and are not in the meeting yet; 404 unless the caller is either side of the meeting",
        params: z.object({ id: idSchema }),
        response: { 200: availableColleaguesResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      status: 200,
      colleagues: await scheduler.availableColleagues(sessionOf(request), request.params.id),
    }),
  );

  app.post(
    "/api/scheduler/meetings/:meetingId/action/addcolleague",
    {
      config: { access: "attendee", rateClass: "reach" },
      schema: {
        tags: ["scheduler"],
        summary: `Adds contactId, a colleague of the caller's company who attends, to an accepted meeting of the caller (when its actions include addColleague, else 403): they get a meeting of their own at the same table, hanging off this one. 409 when they are busy in the slot or already in the meeting. meetingId and timeslotId in the body are not used (the path names the meeting). ${OFF}`,
        params: z.object({ meetingId: idSchema }),
        body: addColleagueBodySchema,
        response: changeResponses,
      },
    },
    async (request) => ({
      status: 200,
      ...(await scheduler.addColleague(
        sessionOf(request),
        request.params.meetingId,
        request.body.contactId,
        app.eventNow(),
      )),
    }),
  );

  app.post(
    "/api/scheduler/meetings/:meetingId/action/removecolleague",
    {
      config: { access: "attendee", rateClass: "reach" },
      schema: {
        tags: ["scheduler"],
        summary: `Takes colleague contactId off the caller's meeting (either side of it, same company as the colleague; 403 otherwise): the colleague's meeting is cancelled and they are free again. ${OFF}`,
        params: z.object({ meetingId: idSchema }),
        body: removeColleagueBodySchema,
        response: changeResponses,
      },
    },
    async (request) => ({
      status: 200,
      ...(await scheduler.removeColleague(
        sessionOf(request),
        request.params.meetingId,
        request.body.contactId,
        app.eventNow(),
      )),
    }),
  );

  app.post(
    "/api/scheduler/meetings/:meetingId/action/cannotAttend",
    {
      config: { access: "attendee", rateClass: "reach" },
      schema: {
        tags: ["scheduler"],
        summary: `The caller leaves a meeting a colleague added them to (only its sender, before the slot ends; 403 otherwise): it is cancelled and they leave the attendees of the meeting it hangs off. ${OFF} The body is not used`,
        params: z.object({ meetingId: idSchema }),
        body: z.object({}).passthrough().optional(),
        response: changeResponses,
      },
    },
    async (request) => ({
      status: 200,
      ...(await scheduler.cannotAttend(sessionOf(request), request.params.meetingId, app.eventNow())),
    }),
  );
};

export default meetingActionRoutes;
