import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { contactInfoResponseSchema } from "@ebm/shared/schemas/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsonCache, sendJson } from "../../lib/json-cache.ts";

/** The contact page's details; the contact forms' messages are sent through /api/mail/*. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // The contact page's details are the same for everyone and change rarely.
  let cachedInfo = jsonCache(5_000);
  // Built from the settings and the team: an organiser's change of either forgets it.
  app.services.settings.onInvalidate(() => {
    cachedInfo = jsonCache(5_000);
  });

  app.get(
    "/api/misc/contactInfo",
    {
      config: { access: "public" },
      schema: {
        tags: ["mail"],
        summary:
          "Contact page (a path of this app; the spec names none): the organising team with phone and WhatsApp digits (no e-mail addresses), the venue hotel and the organiser's postal, office, banking and company registration details",
        response: { 200: contactInfoResponseSchema, 503: errorResponseSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cachedInfo("contactInfo", async () => ({
          status: 200,
          payload: await app.services.contact.contactInfo(),
        })),
      ),
  );
};

export default contactRoutes;
