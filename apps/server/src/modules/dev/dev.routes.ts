import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mailOutbox } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { escapeHtml } from "../../lib/html.ts";

const mailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  attempts: z.number(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Development only: the mail outbox, readable without an SMTP server. Not registered in production,
 * and answered only to this machine itself (the raw socket's address, which no proxy header can
 * forge): the outbox holds password reset links.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? ""))
      throw notFound(`Route ${request.method} ${request.url} not found`);
  });

  const latest = () => app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);

  app.get(
    "/api/dev/mail",
    {
      schema: {
        tags: ["dev"],
        summary: "The newest 100 mails of the outbox",
        response: { 200: z.object({ status: z.number(), payload: z.array(mailSchema) }) },
      },
    },
    async () => ({ status: 200, payload: await latest() }),
  );

  app.get("/dev/mail", { schema: { hide: true } }, async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.status}</p><pre>${escapeHtml(m.text).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join("\n");
    reply
      .type("text/html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title><style>body{font-family:system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style></head><body><main><h1>Mail outbox (development)</h1>${items || "<p>No mail yet.</p>"}</main></body></html>`,
      );
  });
};

export default devRoutes;
