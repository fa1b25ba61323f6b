import {
  allSettingsResponseSchema,
  countriesResponseSchema,
  eventClockResponseSchema,
} from "@ebm/shared/schemas/misc";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendJson } from "../../lib/json-cache.ts";
import { SETTINGS_CHANGED_CHANNEL } from "./settings.changes.ts";

/** The event settings and the countries (part 1 §7, part 2 §7). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A change saved on any instance is served by every instance at once, not after the cache period.
  await app.bus.subscribe(SETTINGS_CHANGED_CHANNEL, () => app.services.settings.invalidate());

  app.get(
    "/api/misc/allSettings",
    {
      config: { access: "public" },
      schema: {
        tags: ["misc"],
        summary: "Event settings and facts",
        response: { 200: allSettingsResponseSchema },
      },
    },
    // The body is the same for everyone for a few seconds: send the cached JSON as it is.
    async (_request, reply) => sendJson(reply, await app.services.settings.settingsJson()),
  );

  app.get(
    "/api/misc/clock",
    {
      config: { access: "public" },
      schema: {
        tags: ["misc"],
        summary:
          "The event clock now: real time, or the time set for a rehearsal or the demo (EVENT_TIME) and onwards; demo is true when the start set it to replay the demo's meeting days. The web app reads every time that depends on the event from it, not from the device. Never cached",
        response: { 200: eventClockResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        status: 200,
        now: app.eventNow().toISOString(),
        set: app.config.EVENT_TIME !== undefined,
        demo: app.config.demoClock === true,
      };
    },
  );

  app.get(
    "/api/misc/countriesAll",
    {
      config: { access: "public" },
      schema: {
        tags: ["misc"],
        summary: "All countries, with the reverse-charge flag",
        response: { 200: countriesResponseSchema },
      },
    },
    async () => ({ status: 200, payload: await app.services.settings.countries() }),
  );
};

export default settingsRoutes;
