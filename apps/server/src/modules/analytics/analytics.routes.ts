import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import { logEventBodySchema } from "@ebm/shared/schemas/misc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerKey } from "../../plugins/rate-classes.ts";
import { MINUTE_MS } from "../../plugins/rate-limit.ts";

/** The pages' analytics events (part 1 §7 `POST /api/register/logEvent`). */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app.services;

  app.post(
    "/api/register/logEvent",
    {
      // Counted per account when signed in: a venue's shared address must not silence its page views.
      config: {
        access: "public",
        rateClass: "public",
        rateLimit: { max: 120, windowMs: MINUTE_MS, key: callerKey },
      },
      schema: {
        tags: ["register"],
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
