import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  draftLockBodySchema,
  draftMeetingParamsSchema,
  scheduleDoneResponseSchema,
  scheduleDraftBodySchema,
  scheduleDraftResponseSchema,
  schedulePublishBodySchema,
  schedulePublishResponseSchema,
  scheduleResponseSchema,
} from "@ebm/shared/schemas/matchmaking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { organiserErrors } from "../organiser.http.ts";

/** An edition that is not set up yet answers 503. */
const errors = { ...organiserErrors, 503: errorResponseSchema };
const changeErrors = { ...errors, 404: errorResponseSchema, 409: errorResponseSchema };
/** A DELETE takes no body: one sent anyway is refused by the framework. */
const deleteErrors = {
  ...changeErrors,
  413: errorResponseSchema.describe("A body was sent that is too large (DELETE takes none)"),
  415: errorResponseSchema.describe("A body was sent of a media type the API does not take"),
};

/**
 * /api/organiser/schedule/…: the automatic schedule made from the attendees' wishes (a draft, its
 * review and its publication); organiser staff only.
 */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = () => app.services.organiser.schedule;

  app.get(
    "/api/organiser/schedule",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the current edition's draft of the automatic schedule (null before the first): its options, figures (meetings, mutual wishes met of those any schedule could meet, value against the LP relaxation's bound, meetings per attendee at the 10th percentile and the median, meetings moved from the previous draft, time), its meetings by day, time and table (locked or not; `meetingId` once published) and every wish left out with its reason",
        response: { 200: scheduleResponseSchema, ...errors },
      },
    },
    async () => ({ status: 200 as const, draft: await section().current() }),
  );

  app.post(
    "/api/organiser/schedule/draft",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: makes the draft again from the wishes, the timeslots still to come (meetings, requests and blocked slots respected), the floor tables, at most `capPerDay` meetings per person per day and, when `maxInARow` is above 0, a free timeslot after that many in a row. Mutual wishes first, then must meet, then would like; a company meets another once. Published and locked meetings stay; the previous draft's other meetings stay where they still fit; removed pairs and declined meetings are not proposed again. 409 when the draft was locked or changed meanwhile. Writes a `schedule.draft` audit entry",
        body: scheduleDraftBodySchema,
        response: { 200: scheduleDraftResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      figures: await section().draft({ id: sessionOf(request).id }, request.body, app.eventNow()),
    }),
  );

  app.post(
    "/api/organiser/schedule/meetings/:id/lock",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: locks a meeting of the draft (every re-run keeps it as it is) or unlocks it. 404 for a meeting not in the current edition's draft, 409 for one published already. Writes a `schedule.lock` or `schedule.unlock` audit entry",
        params: draftMeetingParamsSchema,
        body: draftLockBodySchema,
        response: { 200: scheduleDoneResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      await section().lock({ id: sessionOf(request).id }, request.params.id, request.body.locked);
      return { status: 200 as const };
    },
  );

  app.delete(
    "/api/organiser/schedule/meetings/:id",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: takes a meeting out of the draft; its two companies are not proposed to each other again. 404 for a meeting not in the current edition's draft, 409 for one published already. Writes a `schedule.remove` audit entry",
        params: draftMeetingParamsSchema,
        response: { 200: scheduleDoneResponseSchema, ...deleteErrors },
      },
    },
    async (request) => {
      await section().remove({ id: sessionOf(request).id }, request.params.id);
      return { status: 200 as const };
    },
  );

  app.post(
    "/api/organiser/schedule/publish",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: publishes the draft's meetings not published yet, `as` accepted meetings at their tables or as requests from the side that wished, through the job runner (`schedule.publish`, a batch of meetings per run; GET /api/organiser/schedule follows it in `publishing`). Each is made in its own transaction under the scheduler's rules and locks; one a booking since made impossible is skipped and stays in the draft. Both sides are told live and in their notification centre, and when the last batch is done each person gets one mail listing their new meetings. Answers how many are queued; 409 without a draft or a meeting to publish, or while a publication runs. Writes a `schedule.publish` audit entry, and `schedule.published` when done",
        body: schedulePublishBodySchema,
        response: { 200: schedulePublishResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      ...(await section().publish({ id: sessionOf(request).id }, request.body.as, app.eventNow())),
    }),
  );
};

export default scheduleRoutes;
