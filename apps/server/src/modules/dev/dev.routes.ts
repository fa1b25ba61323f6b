import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { outboxResponseSchema } from "@ebm/shared/schemas/dev";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newestMails } from "../../plugins/mail.ts";

/** How many of the newest mails the outbox page shows. */
const OUTBOX_PAGE_SIZE = 100;

/**
 * The mail outbox, readable without an SMTP server: registered in development, and in production
 * only with ENABLE_DEV_TOOLS. It holds password reset links, so only a signed-in organiser reads it,
 * whoever reaches the server (behind a proxy every caller looks local). The page that shows it is
 * the web app's `/dev/mail`.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/dev/mail",
    {
      onRequest: app.requireOrganiser,
      schema: {
        tags: ["dev"],
        summary: "The newest 100 mails of the outbox (organisers; development tools only)",
        response: {
          200: outboxResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => {
      const rows = await newestMails(app.db, OUTBOX_PAGE_SIZE);
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
};

export default devRoutes;
