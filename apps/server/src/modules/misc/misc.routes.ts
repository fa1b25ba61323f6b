import { errorResponseSchema, idSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import {
  allSettingsResponseSchema,
  bannersResponseSchema,
  countriesResponseSchema,
} from "@ebm/shared/schemas/misc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { sendJson } from "../../lib/json-cache.ts";

/** Settings, countries and banners (part 1 §7, part 2 §7). */
const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/misc/allSettings",
    {
      schema: {
        tags: ["misc"],
        summary: "Event settings and facts",
        response: { 200: allSettingsResponseSchema },
      },
    },
    // The body is the same for everyone for a few seconds: send the cached JSON as it is.
    async (_request, reply) => sendJson(reply, await app.misc.settingsJson()),
  );

  app.get(
    "/api/misc/countriesAll",
    {
      schema: {
        tags: ["misc"],
        summary: "All countries, with the reverse-charge flag",
        response: { 200: countriesResponseSchema },
      },
    },
    async () => ({ status: 200, payload: await app.misc.countries() }),
  );

  app.get(
    "/api/misc/randomBanners",
    {
      schema: {
        tags: ["misc"],
        summary: "Up to four random sponsor banners",
        response: { 200: bannersResponseSchema },
      },
    },
    async () => {
      return { status: 200, payload: await app.misc.randomBanners() };
    },
  );

  app.get(
    "/api/misc/randomBanners/:id/incrementNumClicked",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["misc"],
        summary: "Count a click on an ad banner",
        description:
          "A click counts once per visitor (the signed-in user, else the client's address or IPv6 /64), banner and hour; a repeat is answered the same and not counted.",
        params: z.object({ id: idSchema }),
        response: { 200: statusOnlySchema, 404: errorResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const visitor = { userId: request.session?.id ?? null, address: request.ip };
      if (!(await app.analytics.countBannerClick(request.params.id, visitor)))
        throw notFound("No such banner.");
      return { status: 200 };
    },
  );
};

export default miscRoutes;
