import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  declineRegistrationBodySchema,
  registrationDetailResponseSchema,
  registrationIdParamsSchema,
  registrationsFilterSchema,
  registrationsListResponseSchema,
  registrationsQuerySchema,
} from "@ebm/shared/schemas/organiser-registrations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { csvFileResponse, noBody, organiserErrors, sendCsv } from "../organiser.http.ts";

const oneErrors = { ...organiserErrors, 404: errorResponseSchema };
const changeErrors = { ...oneErrors, 409: errorResponseSchema };

/** /api/organiser/registrations…: the registrations section (organiser staff only). */
const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = () => app.services.organiser.registrations;
  const actorOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return { id: session.id, name: session.name };
  };

  app.get(
    "/api/organiser/registrations",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the current edition's registrations, newest first, a page at a time. `q` searches the company name, the attendees' names and e-mail addresses and the registration number; `status` and `member` filter. Each line: company, member or not, state, attendees, total and VAT in cents, the newest payment's state",
        querystring: registrationsQuerySchema,
        response: { 200: registrationsListResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().list(request.query) }),
  );

  app.get(
    "/api/organiser/registrations.csv",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the registrations matching the same filters as the list, as a streamed CSV file (registrations-YYYYMMDD.csv), newest first: number, company, country, member, state, attendees, subtotal, VAT and total in euros, payment state, created (UTC). Cells a spreadsheet would run as a formula start with a quote",
        querystring: registrationsFilterSchema,
        produces: ["text/csv"],
        response: { 200: csvFileResponse, ...organiserErrors },
      },
    },
    async (request, reply) => sendCsv(reply, await section().csv(request.query, new Date())),
  );

  app.get(
    "/api/organiser/registrations/:id",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: one registration: its company (address, VAT number, website…), attendees (and whether each is a user yet), price (subtotal, VAT rate, VAT, total), payments with their states, and the review (who verified or declined it, when, why). 404: no such registration",
        params: registrationIdParamsSchema,
        response: { 200: registrationDetailResponseSchema, ...oneErrors },
      },
    },
    async (request) => ({ status: 200 as const, payload: await section().detail(request.params.id) }),
  );

  app.post(
    "/api/organiser/registrations/:id/verify",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: verify a non-member's registration that awaits verification. Its attendees become users of the company and attend the edition (each gets a mail to set a password, or to sign in as before), and the company's contact (its first attendee) is told by mail. Answers the registration as it now is. 409: it does not await verification (any more)",
        params: registrationIdParamsSchema,
        body: noBody,
        response: { 200: registrationDetailResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().verify(actorOf(request), request.params.id),
    }),
  );

  app.post(
    "/api/organiser/registrations/:id/decline",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: decline a non-member's registration that awaits verification, with a reason (1 to 1000 characters) that the mail to the company's contact quotes. Answers the registration as it now is. 409: it does not await verification (any more)",
        params: registrationIdParamsSchema,
        body: declineRegistrationBodySchema,
        response: { 200: registrationDetailResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().decline(actorOf(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    "/api/organiser/registrations/:id/resend-confirmation",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: queue the confirmation of a paid or verified registration again: each attendee's mail (a new set-password link for those without a password) and, when verified, the contact's notice. 409: the registration is neither paid nor verified",
        params: registrationIdParamsSchema,
        body: noBody,
        response: { 200: registrationDetailResponseSchema, ...changeErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await section().resendConfirmation(actorOf(request), request.params.id),
    }),
  );
};

export default registrationsRoutes;
