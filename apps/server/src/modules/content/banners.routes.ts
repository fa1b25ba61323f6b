import { errorResponseSchema, idSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import { bannersResponseSchema } from "@ebm/shared/schemas/misc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { MINUTE_MS } from "../../plugins/rate-limit.ts";

/** Sponsor banners and their clicks (part 1 §7). */
const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/misc/randomBanners",
    {
      config: { access: "public" },
      schema: {
        tags: ["misc"],
        summary: "Up to four random sponsor banners",
        response: { 200: bannersResponseSchema },
      },
    },
    async () => {
      return { status: 200, payload: await app.services.banners.random() };
    },
  );

  app.get(
    "/api/misc/randomBanners/:id/incrementNumClicked",
    {
      config: { access: "public", rateClass: "public", rateLimit: { max: 60, windowMs: MINUTE_MS } },
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
      if (!(await app.services.banners.countBannerClick(request.params.id, visitor)))
        throw notFound("No such banner.");
      return { status: 200 };
    },
  );
};

export default bannersRoutes;
