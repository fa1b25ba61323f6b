import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import { logEventBodySchema } from "@ebm/shared/schemas/misc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsService } from "./analytics.service.ts";

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = analyticsService(app.db, app.misc);

  app.post(
    "/api/register/logEvent",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["analytics"],
        summary: "Record an analytics event (page views, registration steps)",
        body: logEventBodySchema,
        response: { 200: statusOnlySchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      await analytics.record(request.body, request.session?.id ?? null, request.headers["user-agent"]);
      return { status: 200 };
    },
  );
};

export default analyticsRoutes;
