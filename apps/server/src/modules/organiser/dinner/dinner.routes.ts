import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  dinnerReviewResponseSchema,
  dinnerSignupListResponseSchema,
  dinnerSignupParamsSchema,
  dinnerSignupQuerySchema,
  dinnerSummaryResponseSchema,
} from "@ebm/shared/schemas/organiser-dinner";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import type { DinnerReview } from "../../dinner/index.ts";
import { noBody, organiserErrors } from "../organiser.http.ts";

/** /api/organiser/dinner/*: the Captain's Dinner sign-ups and their review (organiser staff only). */
const dinnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/organiser/dinner",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the Captain's Dinner sign-ups of the current edition, oldest first, paginated. `day` keeps one dinner day, `status` one state (pending, approved, declined), `q` searches the person's name and e-mail and the company's name",
        querystring: dinnerSignupQuerySchema,
        response: { 200: dinnerSignupListResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await app.services.organiser.dinner.list(request.query),
    }),
  );

  app.get(
    "/api/organiser/dinner/summary",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: each dinner day's sign-ups by state (pending, approved, declined) against the day's places, and the approved places one company may hold",
        response: { 200: dinnerSummaryResponseSchema, ...organiserErrors },
      },
    },
    async () => ({ status: 200 as const, payload: await app.services.organiser.dinner.summary() }),
  );

  const review = (decision: DinnerReview, summary: string) =>
    app.post(
      `/api/organiser/dinner/:id/${decision}`,
      {
        config: { access: "organiser", rateClass: "staff" },
        schema: {
          tags: ["organiser"],
          summary,
          description: "The body is not used; an empty object or none.",
          params: dinnerSignupParamsSchema,
          body: noBody,
          response: {
            200: dinnerReviewResponseSchema,
            ...organiserErrors,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        return {
          status: 200 as const,
          payload: await app.services.organiser.dinner.review(
            request.params.id,
            decision,
            { id: session.id },
            app.eventNow(),
          ),
        };
      },
    );

  review(
    "approve",
    "Organiser staff: approves a waiting Captain's Dinner sign-up and queues the confirmation mail, in one transaction with the audit entry dinner.approve. The limits per company and per day hold: a 409 names the one that is reached (or asks to try again while another review holds the lock). 409 for a sign-up reviewed already, 404 for an unknown id",
  );
  review(
    "decline",
    "Organiser staff: declines a waiting Captain's Dinner sign-up, which frees its place, and queues the mail that tells the person, in one transaction with the audit entry dinner.decline. 409 for a sign-up reviewed already, 404 for an unknown id",
  );
};

export default dinnerRoutes;
