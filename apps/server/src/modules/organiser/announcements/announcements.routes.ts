import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  announcementCreateBodySchema,
  announcementCreatedResponseSchema,
  announcementListQuerySchema,
  announcementListResponseSchema,
  announcementParamsSchema,
  announcementPreviewQuerySchema,
  announcementPreviewResponseSchema,
  announcementRecipientsQuerySchema,
  announcementRecipientsResponseSchema,
  announcementResponseSchema,
} from "@ebm/shared/schemas/organiser-announcements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { noBody, organiserErrors } from "../organiser.http.ts";

/**
 * /api/organiser/announcements…: messages of the organisers to all attendees or a group of them,
 * sent now or later, and the history of what went to whom (organiser staff only).
 */
const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = () => app.services.organiser.announcements;

  app.get(
    "/api/organiser/announcements",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the edition's announcements, newest first: what was sent or waits, when, by whom and to how many. `q` searches the title and the text",
        querystring: announcementListQuerySchema,
        response: { 200: announcementListResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().list(request.query) }),
  );

  app.get(
    "/api/organiser/announcements/preview",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: how many attendees a group counts now (`audience`: all, meetings, dinner or not-checked-in; `day` for meetings and dinner), and the event's days",
        querystring: announcementPreviewQuerySchema,
        response: { 200: announcementPreviewResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().preview(request.query) }),
  );

  app.post(
    "/api/organiser/announcements",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: sends an announcement to a group now, or at `sendAt` (the job runner, once across instances): in the notification centre, by mail (bounded per recipient and hour) and by push where the device wants announcements. `confirm: true` says the organiser saw the count. Audited as announcement.send or announcement.schedule",
        body: announcementCreateBodySchema,
        response: { 201: announcementCreatedResponseSchema, ...organiserErrors },
      },
    },
    async (request, reply) => {
      const payload = await section().create({ id: sessionOf(request).id }, request.body, new Date());
      return reply.status(201).send({ status: 201 as const, payload });
    },
  );

  app.get(
    "/api/organiser/announcements/:id",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: one announcement with its state and how many were told. 404 for an unknown id",
        params: announcementParamsSchema,
        response: { 200: announcementResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().detail(request.params.id) }),
  );

  app.get(
    "/api/organiser/announcements/:id/recipients",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: who the announcement went to, by name, with when each was told (empty while it waits). `q` searches name, company and e-mail. 404 for an unknown id",
        params: announcementParamsSchema,
        querystring: announcementRecipientsQuerySchema,
        response: { 200: announcementRecipientsResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().recipients(request.params.id, request.query),
    }),
  );

  app.post(
    "/api/organiser/announcements/:id/cancel",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: cancels a scheduled announcement before it goes, with an audit entry announcement.cancel. 409 once it went or was cancelled, 404 for an unknown id. The body is not used",
        params: announcementParamsSchema,
        body: noBody,
        response: {
          200: announcementResponseSchema,
          ...organiserErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().cancel({ id: sessionOf(request).id }, request.params.id, new Date()),
    }),
  );
};

export default announcementsRoutes;
