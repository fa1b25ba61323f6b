import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  checkinAttendeeListResponseSchema,
  checkinAttendeeQuerySchema,
  checkinContactParamsSchema,
  checkinDeskResponseSchema,
  checkinScanBodySchema,
  checkinStatsResponseSchema,
  checkinUndoResponseSchema,
} from "@ebm/shared/schemas/organiser-checkin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { noBody, organiserErrors } from "../organiser.http.ts";

/** /api/organiser/checkin/*: the check-in desk (desk staff and organisers). */
const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = () => app.services.organiser.checkin;

  app.get(
    "/api/organiser/checkin",
    {
      config: { access: "desk" },
      schema: {
        tags: ["organiser"],
        summary:
          "Desk staff and organisers: the current edition's attendees by name, paginated, with when each was checked in (null before). `q` searches the name, the company and the e-mail",
        querystring: checkinAttendeeQuerySchema,
        response: { 200: checkinAttendeeListResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await desk().list(request.query) }),
  );

  app.get(
    "/api/organiser/checkin/stats",
    {
      config: { access: "desk" },
      schema: {
        tags: ["organiser"],
        summary:
          "Desk staff and organisers: attendees checked in against all attendees of the current edition, and the check-ins by hour (0–23, the event's time zone) of each event day",
        response: { 200: checkinStatsResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await desk().stats() }),
  );

  app.post(
    "/api/organiser/checkin/scan",
    {
      config: { access: "desk", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Desk staff and organisers: checks in the person of a scanned badge. `code` is the text of the badge QR ({PUBLIC_URL}/checkin?id={code}) or the bare code. Answers who it was and whether they were checked in already (then nothing changes and checkedInAt is the first time). Writes the audit entry checkin.checkin. 404 for anything that is not a badge of an attendee of the current edition",
        body: checkinScanBodySchema,
        response: { 200: checkinDeskResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await desk().scan(request.body.code, { id: sessionOf(request).id }, app.eventNow()),
    }),
  );

  app.post(
    "/api/organiser/checkin/:contactId",
    {
      config: { access: "desk", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Desk staff and organisers: checks an attendee of the current edition in at the event clock's time, with the audit entry checkin.checkin. A second call changes nothing and answers alreadyCheckedIn true with the first time. 404 for a contact who does not attend the edition",
        description: "The body is not used; an empty object or none.",
        params: checkinContactParamsSchema,
        body: noBody,
        response: { 200: checkinDeskResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await desk().checkIn(request.params.contactId, { id: sessionOf(request).id }, app.eventNow()),
    }),
  );

  app.post(
    "/api/organiser/checkin/:contactId/undo",
    {
      config: { access: "desk", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Desk staff and organisers: takes an attendee's check-in back (a mistake at the desk), with the audit entry checkin.undo. For someone not checked in nothing changes and wasCheckedIn is false. 404 for a contact who does not attend the edition",
        description: "The body is not used; an empty object or none.",
        params: checkinContactParamsSchema,
        body: noBody,
        response: { 200: checkinUndoResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await desk().undo(request.params.contactId, { id: sessionOf(request).id }),
    }),
  );
};

export default checkinRoutes;
