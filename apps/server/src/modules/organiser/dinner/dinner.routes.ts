import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  dinnerGuestsQuerySchema,
  dinnerReviewResponseSchema,
  dinnerSignupListResponseSchema,
  dinnerSignupParamsSchema,
  dinnerSignupQuerySchema,
  dinnerSummaryResponseSchema,
} from "@ebm/shared/schemas/organiser-dinner";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import type { DinnerReview } from "../../dinner/index.ts";
import { csvFileResponse, noBody, organiserErrors, sendCsv } from "../organiser.http.ts";

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

  app.get(
    "/api/organiser/dinner/guests.csv",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the guest list of one dinner day (`day`) as a CSV file for the venue, captains-dinner-guests-YYYY-MM-DD.csv: the approved sign-ups by company and name, with function, e-mail, when they signed up and were approved (event time with its zone) and by whom. Streamed; cells a spreadsheet would run as a formula start with a quote",
        querystring: dinnerGuestsQuerySchema,
        produces: ["text/csv"],
        response: { 200: csvFileResponse, ...organiserErrors },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await app.services.organiser.dinner.guestsCsv(request.query.day)),
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
    "Organiser staff: approves a waiting or declined Captain's Dinner sign-up and queues the confirmation mail, in one transaction with the audit entry dinner.approve. Locks the company, then the day, before it counts: the approved limits per company and per day hold, and a declined sign-up needs a free seat again; a 409 names the limit that is reached (or asks to try again while another review holds the lock). 409 for a sign-up approved already, 404 for an unknown id",
  );
  review(
    "decline",
    "Organiser staff: declines a waiting or approved Captain's Dinner sign-up, which frees its seat, and queues the mail that tells the person, in one transaction with the audit entry dinner.decline. 409 for a sign-up declined already, 404 for an unknown id",
  );
  review(
    "reopen",
    "Organiser staff: puts an approved or declined Captain's Dinner sign-up back to waiting for review (undoes the review; no mail), in one transaction with the audit entry dinner.reopen. Locks the company, then the day, before it counts: a declined sign-up takes its seat again only while the day and the company have one free (409 naming the limit otherwise). 409 for a sign-up waiting already, 404 for an unknown id",
  );
};

export default dinnerRoutes;
