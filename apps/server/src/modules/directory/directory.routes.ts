import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { attendeesResponseSchema, attendeesSearchBodySchema } from "@ebm/shared/schemas/directory";
import { lastRegisteredResponseSchema } from "@ebm/shared/schemas/register";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendJson } from "../../lib/json-cache.ts";
import { type ContentEncoding, preferredEncoding } from "./directory.service.ts";

/**
 * Sends a compressed copy of JSON built from the route's typed result, as it is (Fastify passes
 * buffers through untouched).
 */
function sendCompressed<T>(reply: FastifyReply, body: Buffer, encoding: ContentEncoding): T {
  reply.header("content-encoding", encoding).type("application/json; charset=utf-8");
  return body as unknown as T;
}

/**
 * The attendees of the current edition: the directory (POST /api/misc/attendees), its CSV export
 * (part 2 §7) and the newest registration (part 1 §7).
 */
const attendeesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/misc/attendees",
    {
      config: { access: "public", rateClass: "read" },
      schema: {
        tags: ["directory"],
        summary:
          'Attending companies of the current edition, filtered and searched, by name. With sort "match", a signed-in user\'s possible matches come first, best first, each row with its match (score and best reason; null for no match); visitors and users who turned possible matches off get the name order',
        body: attendeesSearchBodySchema,
        response: { 200: attendeesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // A signed-in user's match order is theirs alone: answered fresh, never from the shared lists.
      if (request.body.sort === "match" && request.session) {
        const json = await app.services.attendees.byMatch(request.body, request.session);
        if (json !== undefined) return sendJson(reply, json);
      }
      const answer = app.services.attendees.search(request.body);
      if (answer.kind === "searched") return sendJson(reply, await answer.json);
      // The same for everyone for a few seconds: the cached JSON, compressed once when the client allows.
      reply.header("vary", "accept-encoding");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding) return sendJson(reply, await answer.list.json);
      return sendCompressed(reply, await answer.list.encoded(encoding), encoding);
    },
  );

  app.get(
    "/api/misc/attendeesAsCSV",
    {
      config: { access: "public" },
      schema: {
        tags: ["directory"],
        summary: "The attending companies as a CSV file (no contact details)",
        produces: ["text/csv"],
        // The bytes are sent as they are; the schema only documents them, as the text they are.
        response: {
          200: z.unknown().meta({ type: "string", description: "CSV file, UTF-8 with a byte order mark" }),
        },
      },
    },
    async (_request, reply) => {
      const { filename, bytes } = await app.services.attendees.csv(app.eventNow());
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`);
      return reply.send(bytes);
    },
  );

  app.get(
    "/api/misc/lastRegistered",
    {
      config: { access: "public" },
      schema: {
        tags: ["directory"],
        summary:
          "The newest registration of the current edition (company name, country, time; no personal data), or null",
        response: { 200: lastRegisteredResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => ({ status: 200, payload: await app.services.register.lastRegistered() }),
  );
};

export default attendeesRoutes;
