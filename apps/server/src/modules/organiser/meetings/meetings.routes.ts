import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  meetingIdParamsSchema,
  meetingPlanQuerySchema,
  meetingPlanResponseSchema,
  moveMeetingBodySchema,
  moveMeetingResponseSchema,
} from "@ebm/shared/schemas/organiser-meetings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { csvFileResponse, organiserErrors, sendCsv } from "../organiser.http.ts";

/** An edition that is not set up yet answers 503. */
const errors = { ...organiserErrors, 503: errorResponseSchema };

/** /api/organiser/meetings/…: the table plan, its CSV and moving a meeting (organiser staff only). */
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
};

export default meetingsRoutes;
