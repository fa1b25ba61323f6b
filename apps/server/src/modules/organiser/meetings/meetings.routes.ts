import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  attendeeSearchQuerySchema,
  attendeeSearchResponseSchema,
  bookMeetingBodySchema,
  cancelMeetingBodySchema,
  commonSlotsQuerySchema,
  commonSlotsResponseSchema,
  meetingDoneResponseSchema,
  meetingIdParamsSchema,
  meetingOutcomeBodySchema,
  meetingPlanQuerySchema,
  meetingPlanResponseSchema,
  moveMeetingBodySchema,
  moveMeetingResponseSchema,
  placedMeetingResponseSchema,
  rescheduleMeetingBodySchema,
} from "@ebm/shared/schemas/organiser-meetings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { csvFileResponse, organiserErrors, sendCsv } from "../organiser.http.ts";

/** An edition that is not set up yet answers 503. */
const errors = { ...organiserErrors, 503: errorResponseSchema };

/** What a change of a meeting may answer besides success. */
const changeErrors = { ...errors, 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * /api/organiser/meetings/…: the table plan, its CSVs, and meetings on behalf of attendees (book,
 * move to another table or timeslot, cancel, mark held or no-show); organiser staff only.
 */
const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = () => app.services.organiser.meetings;

  app.get(
    "/api/organiser/meetings/plan",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the table plan of a meeting day (`day`, from 1). For each timeslot: its floor tables (`tables`; numbers 1 to tables), its places in all (`places`; the numbers above `tables` are in the hotel lobby, decision 0010), the accepted meetings at tables (`atTables`) and in the lobby (`lobby`), each with its number, status, the two people and their companies and the colleagues who join. `days` lists the meeting days for the tabs",
        querystring: meetingPlanQuerySchema,
        response: { 200: meetingPlanResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().plan(request.query.day) }),
  );

  app.get(
    "/api/organiser/meetings/plan.csv",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the table plan of a meeting day as a CSV file for the floor staff, table-plan-YYYY-MM-DD.csv: day, timeslot, place number, table (or Hotel Lobby), both people and their companies, colleagues and status; slot by slot, tables first, then the lobby. Streamed; cells a spreadsheet would run as a formula start with a quote",
        querystring: meetingPlanQuerySchema,
        produces: ["text/csv"],
        response: { 200: csvFileResponse, ...errors },
      },
    },
    async (request, reply) => sendCsv(reply, await section().planCsv(request.query.day)),
  );

  app.post(
    "/api/organiser/meetings/:id/table",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: moves an accepted, live meeting (not a colleague's own) to another free floor table of its timeslot, with the colleagues who join it; locks before it checks, in one transaction. 400 when `tableNumber` is outside the slot's tables or is the meeting's own, 404 for an unknown meeting, 409 when the table is taken or the meeting cannot be moved. The people see the new table in their scheduler and calendars, and are told it by mail when the slot is still to come. Writes a `meeting.move` audit entry with the table before and after",
        params: meetingIdParamsSchema,
        body: moveMeetingBodySchema,
        response: {
          200: moveMeetingResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().move(
        { id: sessionOf(request).id },
        request.params.id,
        request.body.tableNumber,
        app.eventNow(),
      ),
    }),
  );

  app.get(
    "/api/organiser/meetings/tables.csv",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: per floor table of a meeting day, its accepted meetings and how many were reported held, a no-show or not yet, as a CSV file (table-figures-YYYY-MM-DD.csv)",
        querystring: meetingPlanQuerySchema,
        produces: ["text/csv"],
        response: { 200: csvFileResponse, ...errors },
      },
    },
    async (request, reply) => sendCsv(reply, await section().tableFiguresCsv(request.query.day)),
  );

  app.get(
    "/api/organiser/meetings/attendees",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: up to 20 active attendees of the current edition whose name, company or e-mail holds `q` (2 to 100 characters), by name, to choose the two people of a meeting",
        querystring: attendeeSearchQuerySchema,
        response: { 200: attendeeSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().searchAttendees(request.query.q) }),
  );

  app.get(
    "/api/organiser/meetings/common-slots",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the timeslots of the current edition not over and not the keynote in which neither attendee `a` nor `b` has a meeting, a request or a blocked slot and a place is left, with their free floor tables and lobby places; times in `timeZone`. 400 when `a` and `b` are the same",
        querystring: commonSlotsQuerySchema,
        response: { 200: commonSlotsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().commonSlots(request.query.a, request.query.b, app.eventNow()),
    }),
  );

  app.post(
    "/api/organiser/meetings",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: books a meeting for two attendees of different companies in a timeslot not over (not the keynote), accepted at once, at the floor table `tableNumber` or, without it, the lowest free place (tables, then the hotel lobby). The scheduler's rules, decided in one transaction that locks both people and the slot before it checks: 404 for a person who does not attend or an unknown timeslot, 409 when a person is busy (a meeting, a request or a blocked slot), the table is taken, no place is left, or both work for the same company. Both are told: a notification, a live event and a mail. Writes a `meeting.book` audit entry",
        body: bookMeetingBodySchema,
        response: { 200: placedMeetingResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().book({ id: sessionOf(request).id }, request.body, app.eventNow()),
    }),
  );

  app.post(
    "/api/organiser/meetings/:id/reschedule",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: moves an accepted meeting still to come (with the colleagues who join it) to another timeslot, at the floor table `tableNumber` or the lowest free place, under the same rules and locks as a booking. 400 naming `timeslotId` for its own slot, 404 for an unknown meeting or timeslot, 409 when someone is busy there, the table is taken or no place is left. Everyone at it is told. Writes a `meeting.reschedule` audit entry",
        params: meetingIdParamsSchema,
        body: rescheduleMeetingBodySchema,
        response: { 200: placedMeetingResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().reschedule(
        { id: sessionOf(request).id },
        request.params.id,
        request.body,
        app.eventNow(),
      ),
    }),
  );

  app.post(
    "/api/organiser/meetings/:id/cancel",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: cancels an accepted meeting still to come (and the colleagues' places at it) with a `reason` everyone at it reads in their mail; the slot is free again. 404 for an unknown meeting, 409 when it is not an accepted meeting still to come. Writes a `meeting.cancel` audit entry",
        params: meetingIdParamsSchema,
        body: cancelMeetingBodySchema,
        response: { 200: meetingDoneResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().cancel(
        { id: sessionOf(request).id },
        request.params.id,
        request.body.reason,
        app.eventNow(),
      ),
    }),
  );

  app.post(
    "/api/organiser/meetings/:id/outcome",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: says whether an accepted meeting whose timeslot has begun took place (`held`) or not (`noShow`), over what either side said; the table plan counts it per table. 409 before its slot begins. Writes a `meeting.outcome` audit entry",
        params: meetingIdParamsSchema,
        body: meetingOutcomeBodySchema,
        response: { 200: meetingDoneResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().markOutcome(
        { id: sessionOf(request).id },
        request.params.id,
        request.body.outcome,
        app.eventNow(),
      ),
    }),
  );
};

export default meetingsRoutes;
