import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  mailDetailResponseSchema,
  mailListResponseSchema,
  mailParamsSchema,
  mailQuerySchema,
  mailRetryResponseSchema,
} from "@ebm/shared/schemas/organiser-mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../../plugins/auth.ts";
import { organiserErrors } from "../organiser.http.ts";

/** /api/organiser/mail…: the mail outbox, a mail's text, and sending a failed mail again (organiser staff only). */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/organiser/mail",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: the mail outbox, newest first: what was sent, what waits (pending) and what failed with the reason of its last attempt. `q` searches the recipient and the subject; `status` keeps one state",
        querystring: mailQuerySchema,
        response: { 200: mailListResponseSchema, ...organiserErrors },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await app.services.organiser.mail.list(request.query),
    }),
  );

  app.get(
    "/api/organiser/mail/:id",
    {
      config: { access: "organiser" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: one mail of the outbox with its text; the secret of a link in it (a password link's token, a payment key) is shown as [redacted]. 404 for an unknown id",
        params: mailParamsSchema,
        response: { 200: mailDetailResponseSchema, ...organiserErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await app.services.organiser.mail.detail(request.params.id),
    }),
  );

  app.post(
    "/api/organiser/mail/:id/retry",
    {
      config: { access: "organiser", rateClass: "staff" },
      schema: {
        tags: ["organiser"],
        summary:
          "Organiser staff: sends a failed mail again: it goes back to pending and the job runner delivers it (mail.send), with an audit entry mail.retry. 409 for a mail that has not failed, 404 for an unknown id. The body is not used",
        params: mailParamsSchema,
        response: {
          200: mailRetryResponseSchema,
          ...organiserErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 200 as const,
      payload: await app.services.organiser.mail.retry({ id: sessionOf(request).id }, request.params.id),
    }),
  );
};

export default mailRoutes;
