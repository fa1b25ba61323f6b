import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  outboxResponseSchema,
  sampleCompanyBodySchema,
  sampleCompanyResponseSchema,
  sampleRegistrationBodySchema,
  sampleRegistrationResponseSchema,
} from "@ebm/shared/schemas/dev";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";

/** How many of the newest mails the outbox page shows. */
const OUTBOX_PAGE_SIZE = 100;

/**
 * The development tools, registered in development, and in production only with ENABLE_DEV_TOOLS:
 * the mail outbox, readable without an SMTP server, and sample companies made on request. The
 * outbox holds password reset links and a sample company's answer its passwords, so only a
 * signed-in organiser calls them, whoever reaches the server (behind a proxy every caller looks
 * local). The page that shows the outbox is the web app's `/dev/mail`.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/dev/mail",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["dev"],
        summary:
          "The newest 100 mails of the outbox (organisers; development tools only). A link's secret (a password link's token, a payment key) is shown only in mails to an account without a password yet or of a development-tools sample company, else it reads [redacted]; a read that shows any is written to the audit log",
        response: {
          200: outboxResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id, name } = sessionOf(request);
      const rows = await app.services.dev.outbox({ id, name }, OUTBOX_PAGE_SIZE);
      return {
        status: 200,
        payload: rows.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.to,
          subject: m.subject,
          text: m.text,
          status: m.status,
          attempts: m.attempts,
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    "/api/dev/sampleCompany",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["dev"],
        summary:
          "Makes a sample company with 1 to 5 contacts, each with a password of its own, attending the current edition or a marketplace member not registered for it yet (organisers; development tools only)",
        description:
          "Rehearsals and browser tests change accounts of their own this way instead of the shared demo accounts. Every call makes a new company (a full member in the Netherlands) whose name, web address and contacts' e-mail addresses no other company has; the answer holds the contacts' passwords.",
        body: sampleCompanyBodySchema,
        response: {
          200: sampleCompanyResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const payload = await app.services.dev.createSampleCompany(request.body);
      return { status: 200, payload };
    },
  );

  app.post(
    "/api/dev/sampleRegistration",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["dev"],
        summary:
          "Makes a non-member's registration of the current edition awaiting verification, for a new company with 1 to 5 named attendees, whether registration is open or not (organisers; development tools only)",
        description:
          "Browser tests and rehearsals verify or decline registrations of their own this way. The company (in Germany) and the attendees' addresses are unique; the first attendee is the company's contact.",
        body: sampleRegistrationBodySchema,
        response: {
          200: sampleRegistrationResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const payload = await app.services.dev.createSampleRegistration(request.body);
      return { status: 200, payload };
    },
  );
};

export default devRoutes;
