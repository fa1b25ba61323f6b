import { auditListResponseSchema, auditQuerySchema } from "@ebm/shared/schemas/organiser";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { organiserErrors } from "../organiser.http.ts";

/** /api/organiser/audit: the audit log of every organiser action (organiser staff only). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/organiser/audit",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the audit log, newest first: who did what and when, with the changed fields before and after. `q` searches the summary, action and actor; `objectType` keeps one kind (registration, dinner, checkin, meeting, settings, mail)",
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await app.services.organiser.audit.list(request.query),
    }),
  );
};

export default auditRoutes;
