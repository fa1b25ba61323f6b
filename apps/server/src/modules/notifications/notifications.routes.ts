import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  notificationListResponseSchema,
  notificationsReadBodySchema,
  notificationsReadResponseSchema,
} from "@ebm/shared/schemas/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../plugins/auth.ts";

/**
 * /api/notifications: the signed-in user's notification centre (what happened to their meetings),
 * read state kept here so every device of the user shows the same count.
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get(
    "/api/notifications",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["notifications"],
        summary:
          "The caller's 50 newest notifications, newest first (a request, an answer, a cancellation, a table change, a reminder of a request or of a meeting about to begin, a colleague added or taken off), each with the meeting's slot in the event's time zone and its place, and how many are unread in all",
        response: { 200: notificationListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ status: 200, ...(await notifications.list(sessionOf(request).id)) }),
  );

  app.post(
    "/api/notifications/read",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["notifications"],
        summary:
          "Marks notifications of the caller read: those named in ids (at most 200), or all up to upToId. Ids of another user's notifications change nothing. The caller's other screens hear of it (notifications-read). Answers the unread count left",
        body: notificationsReadBodySchema,
        response: {
          200: notificationsReadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: 200,
      unread: await notifications.markRead(sessionOf(request).id, request.body, new Date()),
    }),
  );
};

export default notificationsRoutes;
