import { LEADS_MESSAGES } from "@ebm/shared/messages";
import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import {
  emptyLeadsResponseSchema,
  leadParamsSchema,
  leadsListParamsSchema,
  leadsListResponseSchema,
  saveLeadBodySchema,
  saveLeadResponseSchema,
  scannedContactParamsSchema,
  scannedContactResponseSchema,
} from "@ebm/shared/schemas/leads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import leadsCsvRoutes from "./leads-csv.routes.ts";

const e = errorResponseSchema;
const noBody = z.object({}).passthrough().nullish();

/**
 * Leads (part 2 §7 "Leads"): /api/companies/* calls of the signed-in user's own badge scans. The
 * CSV export is /api/misc/leadsAsCSV (leads-csv.routes.ts).
 */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app.services;

  app.get(
    "/api/companies/fetchLeadsList/:userId",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["leads"],
        summary:
          "The signed-in user's leads, newest scan first. userId must be the signed-in user's own id (403 otherwise)",
        params: leadsListParamsSchema,
        response: { 200: leadsListResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ({
      status: 200,
      leads: await leads.list(sessionOf(request).id, request.params.userId),
    }),
  );

  app.post(
    "/api/companies/removeLead/:leadId",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["leads"],
        summary:
          "Removes one of the signed-in user's leads. 404 for a lead that is not theirs or does not exist",
        description: "The body is not used; an empty object or none.",
        params: leadParamsSchema,
        body: noBody,
        response: { 200: statusOnlySchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => {
      await leads.remove(sessionOf(request).id, request.params.leadId);
      return { status: 200 };
    },
  );

  app.post(
    "/api/companies/emptyLeads",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["leads"],
        summary: "Removes all the signed-in user's leads; removed says how many",
        description: "The body is not used; an empty object or none.",
        body: noBody,
        response: { 200: emptyLeadsResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => ({ status: 200, removed: await leads.empty(sessionOf(request).id) }),
  );

  app.get(
    "/api/companies/fetchScannedContact/:code",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["leads"],
        summary:
          "The person of a scanned badge code (the id of /checkin?id={code}) and their company. 404 for anything but a badge code of an attendee of the current edition: a bare contact id or a forged code tell nothing. 400 for one's own badge",
        params: scannedContactParamsSchema,
        response: { 200: scannedContactResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      status: 200,
      ...(await leads.scanned(sessionOf(request).id, request.params.code)),
    }),
  );

  app.post(
    "/api/companies/saveLead",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["leads"],
        summary: `Stores a lead with notes and an optional rating: contactId is the scanned badge code (or meetingId one of the user's accepted meetings, whose other side becomes the lead). 201 with the lead; a resend with the same clientId answers 200 with the lead stored the first time (a queued offline scan is sent safely). 409 "${LEADS_MESSAGES.saveError}" when the person is in the list already; 404 for a code as in fetchScannedContact; 400 for one's own badge, a scannedAt in the future or before the event. Clients show the 409 text for any answer that is not a 2xx (part 2 §5, §8)`,
        body: saveLeadBodySchema,
        response: {
          200: saveLeadResponseSchema,
          201: saveLeadResponseSchema,
          400: e,
          401: e,
          404: e,
          409: e,
        },
      },
    },
    async (request, reply) => {
      const { created, lead } = await leads.save(sessionOf(request).id, request.body, app.eventNow());
      const status = created ? 201 : 200;
      reply.code(status);
      return { status, lead };
    },
  );

  await app.register(leadsCsvRoutes);
};

export default leadsRoutes;
