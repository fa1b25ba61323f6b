import { speakersResponseSchema, techTalksResponseSchema } from "@ebm/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsonCache, sendJson } from "../../lib/json-cache.ts";

const CONTENT_TTL_MS = 5_000;

/** The tech talks of the current edition and their speakers (part 1 §7), from the content service. */
const techTalksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  // The same for every visitor and edited rarely: built once per few seconds, not per request.
  let cached = jsonCache(CONTENT_TTL_MS);
  // An organiser's change forgets them (through the settings' invalidation, on every instance).
  app.services.settings.onInvalidate(() => {
    cached = jsonCache(CONTENT_TTL_MS);
  });

  app.get(
    "/api/techtalks",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "Tech talks and their speakers",
        response: { 200: techTalksResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cached("techtalks", async () => ({ status: 200, ...(await content.techTalks()) })),
      ),
  );

  app.get(
    "/api/techtalks/speakers",
    {
      config: { access: "public" },
      schema: { tags: ["content"], summary: "Tech talk speakers", response: { 200: speakersResponseSchema } },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cached("speakers", async () => ({ status: 200, speakers: await content.speakers() })),
      ),
  );
};

export default techTalksRoutes;
