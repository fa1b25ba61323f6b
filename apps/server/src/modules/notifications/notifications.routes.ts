import { errorResponseSchema } from "@ebm/shared/schemas/common";
import {
  notificationListResponseSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  notificationsReadBodySchema,
  notificationsReadResponseSchema,
  PUSH_ENDPOINT_MAX,
  pushEndpointBodySchema,
  pushStateResponseSchema,
  pushSubscriptionBodySchema,
} from "@ebm/shared/schemas/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";

/**
 * /api/notifications: the signed-in user's notification centre (what happened to their meetings),
 * read state kept here so every device of the user shows the same count.
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications, push } = app.services;

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

  app.get(
    "/api/notifications/settings",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["notifications"],
        summary: "What the caller wants by e-mail besides the app and push: a reminder before each meeting",
        response: { 200: notificationSettingsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      reminderMail: (await push.reminderMail(sessionOf(request).id)) ?? false,
    }),
  );

  app.put(
    "/api/notifications/settings",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["notifications"],
        summary: "Sets whether the caller gets a mail before each accepted meeting too",
        body: notificationSettingsSchema,
        response: {
          200: notificationSettingsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await push.setReminderMail(sessionOf(request).id, request.body.reminderMail);
      return { status: 200, reminderMail: request.body.reminderMail };
    },
  );

  app.get(
    "/api/notifications/push",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["notifications"],
        summary:
          "The server's VAPID public key (a subscription's applicationServerKey), and whether the device of `endpoint` is subscribed for the caller and to which kinds",
        querystring: z.object({ endpoint: z.string().url().max(PUSH_ENDPOINT_MAX).optional() }),
        response: { 200: pushStateResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      status: 200,
      ...(await push.state(sessionOf(request).id, request.query.endpoint)),
    }),
  );

  app.put(
    "/api/notifications/push",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["notifications"],
        summary:
          "Subscribes this device to Web Push for the caller with the kinds it wants (requests, answers, messages, reminders); a device known for someone else now tells the caller. Only a browser's push service is accepted as the endpoint. A user keeps at most 10 devices (the oldest goes)",
        body: pushSubscriptionBodySchema,
        response: { 200: pushStateResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await push.subscribe(userId, request.body, new Date());
      return { status: 200, ...(await push.state(userId, request.body.endpoint)) };
    },
  );

  app.post(
    "/api/notifications/push/remove",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["notifications"],
        summary: "Ends Web Push to this device for the caller (another user's device is left as it is)",
        body: pushEndpointBodySchema,
        response: { 200: pushStateResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = sessionOf(request).id;
      await push.unsubscribe(userId, request.body.endpoint);
      return { status: 200, ...(await push.state(userId, request.body.endpoint)) };
    },
  );
};

export default notificationsRoutes;
