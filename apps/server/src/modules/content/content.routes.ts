import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  editionsResponseSchema,
  picturesResponseSchema,
  programResponseSchema,
  sponsorsResponseSchema,
  testimonialsResponseSchema,
} from "@ebm/shared/schemas/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jsonCache, sendJson } from "../../lib/json-cache.ts";
import bannersRoutes from "./banners.routes.ts";
import techTalksRoutes from "./techtalks.routes.ts";

const CONTENT_TTL_MS = 5_000;

/** Public content of the current edition: sponsors, testimonials, pictures, program. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  // The same for every visitor and edited rarely: built once per few seconds, not per request.
  let cached = jsonCache(CONTENT_TTL_MS);
  // Content is built from the settings (the edition, the video address): it goes with them.
  app.services.settings.onInvalidate(() => {
    cached = jsonCache(CONTENT_TTL_MS);
  });

  app.get(
    "/api/misc/sponsors",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "Sponsors of the current edition",
        response: { 200: sponsorsResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cached("sponsors", async () => ({ status: 200, payload: await content.sponsors() })),
      ),
  );

  app.get(
    "/api/misc/testimonials",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "Testimonial categories and testimonials",
        response: { 200: testimonialsResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cached("testimonials", async () => ({ status: 200, payload: await content.testimonials() })),
      ),
  );

  app.get(
    "/api/misc/editions",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "Editions with pictures",
        response: { 200: editionsResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cached("editions", async () => ({ status: 200, editions: await content.editions() })),
      ),
  );

  app.get(
    "/api/misc/pictures/:edition",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "Picture categories of an edition (by edition number), each with its files",
        params: z.object({ edition: z.coerce.number().int().min(1).max(1000) }),
        response: { 200: picturesResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { edition } = request.params;
      const load = async () => ({ status: 200, payload: await content.pictures(edition) });
      return sendJson(reply, await cached(`pictures:${edition}`, load));
    },
  );

  app.get(
    "/api/misc/program",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "The program of the current edition, day by day",
        response: { 200: programResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cached("program", async () => ({ status: 200, payload: await content.program() })),
      ),
  );

  await app.register(bannersRoutes);
  await app.register(techTalksRoutes);
};

export default contentRoutes;
