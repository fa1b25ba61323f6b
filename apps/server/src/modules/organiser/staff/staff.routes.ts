import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  staffCandidatesQuerySchema,
  staffCandidatesResponseSchema,
  staffContactParamsSchema,
  staffListResponseSchema,
  staffRoleBodySchema,
  staffRoleResponseSchema,
} from "@ebm/shared/schemas/organiser-staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { organiserErrors } from "../organiser.http.ts";

/** /api/organiser/staff: who is organiser or desk staff, and giving and taking the roles (organisers only). */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = () => app.services.organiser.staff;

  app.get(
    "/api/organiser/staff",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: every account with a staff role, organisers first, then the desk staff (who may use the check-in desk only)",
        response: { 200: staffListResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: { items: await staff().list() } }),
  );

  app.get(
    "/api/organiser/staff/candidates",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: up to 10 active accounts whose name or e-mail contains `q` (2 characters or more), with their role, to give one a staff role",
        querystring: staffCandidatesQuerySchema,
        response: { 200: staffCandidatesResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: { items: await staff().candidates(request.query.q) },
    }),
  );

  app.put(
    "/api/organiser/staff/:contactId",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: sets an account's role: `organiser` (the whole console), `desk` (the check-in desk only) or `attendee` (no staff role). Applies from the account's next request, with the audit entry staff.grant or staff.revoke. 409 when it would leave no organiser, or gives a deactivated account a staff role; 404 for an unknown account",
        params: staffContactParamsSchema,
        body: staffRoleBodySchema,
        response: {
          200: staffRoleResponseSchema,
          ...organiserErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await staff().setRole(request.params.contactId, request.body.role, {
        id: sessionOf(request).id,
      }),
    }),
  );
};

export default staffRoutes;
