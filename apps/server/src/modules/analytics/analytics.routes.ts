import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import { logEventBodySchema } from "@ebm/shared/schemas/misc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const PURGE_BANNER_CLICKS_EVERY_MS = 60 * 60 * 1000;

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app;

  // The banner clicks of past hours only take room; every instance may clear them, the result is the same.
  const purgeTimer = setInterval(() => {
    analytics
      .purgePastBannerClicks()
      .catch((err) => app.log.warn({ err }, "could not purge past banner clicks"));
  }, PURGE_BANNER_CLICKS_EVERY_MS);
  purgeTimer.unref();
  app.addHook("onClose", async () => clearInterval(purgeTimer));

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
