import { errorResponseSchema } from "@ebm/shared/schemas/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";

/** GET /api/misc/leadsAsCSV (part 2 §7): the signed-in user's leads as a file. */
const leadsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/misc/leadsAsCSV",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["leads"],
        summary:
          "The signed-in user's leads as a CSV file, leads-YYYYMMDD.csv (contact fields, notes, rating, scan time), oldest scan first. Cells that a spreadsheet would run as a formula start with a quote",
        produces: ["text/csv"],
        // A stream is sent as it is; the schema only documents it, as the text it is.
        response: {
          200: z.unknown().meta({ type: "string", description: "CSV file, UTF-8 with a byte order mark" }),
          401: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { filename, stream } = await app.services.leads.csv(sessionOf(request).id, app.eventNow());
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`);
      return reply.send(stream);
    },
  );
};

export default leadsCsvRoutes;
