import { errorResponseSchema } from "@ebm/shared/schemas/common";
import { unreadMessagesResponseSchema } from "@ebm/shared/schemas/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";

/** Messages (part 2 §7). The conversation endpoints come with the chat; the unread summary feeds the navigation badge. */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/messages/unreadMessages",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["messages"],
        summary: "Unread messages of the signed-in user, per contact",
        response: { 200: unreadMessagesResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      unreadMessages: await app.services.messages.unreadByContact(sessionOf(request).id),
    }),
  );
};

export default messagesRoutes;
