import { errorResponseSchema, statusOnlySchema } from "@ebm/shared/schemas/common";
import {
  activeUsersResponseSchema,
  chatMailSettingsResponseSchema,
  chatMailSettingsSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  createConversationBodySchema,
  createConversationResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  profilePicturesResponseSchema,
  resetUnreadBodySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  unreadMessagesResponseSchema,
} from "@ebm/shared/schemas/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";

const e = errorResponseSchema;
const MEMBERS_ONLY = "403 when the conversation is not the caller's (or does not exist).";

/**
 * Messages (part 2 §7): the chat's conversations and messages, the navigation's unread summary,
 * who is online, and the unread mail switch. Live events travel over /ws/ (plugins/websocket.ts).
 */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.services;

  app.get(
    "/api/messages/unreadMessages",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["messages"],
        summary: "Unread messages of the signed-in user, per contact",
        response: { 200: unreadMessagesResponseSchema, 401: e },
      },
    },
    async (request) => ({
      status: 200,
      unreadMessages: await messages.unreadByContact(sessionOf(request).id),
    }),
  );

  app.post(
    "/api/messages",
    {
      config: { access: "attendee", rateClass: "chat" },
      schema: {
        tags: ["messages"],
        summary: `Sends a message (plain text, trimmed, 1 to 2000 characters) in a conversation of the caller: an answer to someone who wrote in it always, a first word only to someone the caller may reach (404 otherwise, as for starting the conversation). It is stored, then published to both members as a new-message event, and the recipient's unread count grows. With a clientId the sender already used, the stored message is answered (201 again) and nothing is added; 409 when that clientId was used in another conversation. ${MEMBERS_ONLY}`,
        body: sendMessageBodySchema,
        response: { 201: sendMessageResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request, reply) => {
      const newMessage = await messages.send(sessionOf(request), request.body);
      return reply.code(201).send({ status: 201, newMessage });
    },
  );

  app.post(
    "/api/messages/conversation",
    {
      config: { access: "attendee", rateClass: "reach" },
      schema: {
        tags: ["messages"],
        summary:
          "Finds or starts the caller's conversation with contactId: someone the caller may reach, by the contact form's rule (a contact on a company page shown to them in full), or someone they share a meeting or a lead with, or who wrote to them. 400 for oneself (field contactId); 404 for anyone else, as for an unknown contact",
        body: createConversationBodySchema,
        response: { 200: createConversationResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => ({
      status: 200,
      conversationId: await messages.conversationWith(sessionOf(request), request.body.contactId),
    }),
  );

  app.get(
    "/api/messages/conversation",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["messages"],
        summary:
          "The caller's conversations with messages, newest message first, and selectedContact's even without messages; contacts whose e-mail is '-' or whose name is 'To be decided' are left out. No e-mail addresses: a conversation is not a way to read one",
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => ({
      status: 200,
      contacts: await messages.conversations(sessionOf(request).id, request.query.selectedContact),
    }),
  );

  app.get(
    "/api/messages/conversation/profilePictures",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["messages"],
        summary: "The profile pictures of the caller's conversation partners",
        response: { 200: profilePicturesResponseSchema, 401: e },
      },
    },
    async (request) => ({
      status: 200,
      profilePictures: await messages.profilePictures(sessionOf(request).id),
    }),
  );

  app.get(
    "/api/messages",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["messages"],
        summary: `The messages of a conversation, newest first: at most limit (default 50), older than message before when given. ${MEMBERS_ONLY}`,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ({
      status: 200,
      messages: await messages.messages(sessionOf(request).id, request.query),
    }),
  );

  app.post(
    "/api/messages/resetUnreadMessage",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["messages"],
        summary: `The caller read the conversation: their unread count becomes 0, the other member's messages are marked read, and the other member gets a message-read event. ${MEMBERS_ONLY}`,
        body: resetUnreadBodySchema,
        response: { 200: statusOnlySchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => {
      await messages.markRead(sessionOf(request).id, request.body.conversationId);
      return { status: 200 };
    },
  );

  app.post(
    "/api/messages/getActiveUsers",
    {
      config: { access: "attendee", rateClass: "read" },
      schema: {
        tags: ["messages"],
        summary:
          "Which of the people the caller has exchanged messages with (both have written) have the app open now, on any server instance. The body is not used",
        body: z.object({}).passthrough().optional(),
        response: { 200: activeUsersResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => ({ status: 200, users: await messages.activeUsers(sessionOf(request).id) }),
  );

  app.get(
    "/api/messages/notifications",
    {
      config: { access: "attendee" },
      schema: {
        tags: ["messages"],
        summary: "Whether the caller's chat messages still unread after 15 minutes are e-mailed to them",
        response: { 200: chatMailSettingsResponseSchema, 401: e, 404: e },
      },
    },
    async (request) => ({ status: 200, chatMail: await messages.chatMail(sessionOf(request).id) }),
  );

  app.post(
    "/api/messages/notifications",
    {
      config: { access: "attendee", rateClass: "own" },
      schema: {
        tags: ["messages"],
        summary:
          "Turns the e-mail about chat messages still unread after 15 minutes on or off for the caller",
        body: chatMailSettingsSchema,
        response: { 200: chatMailSettingsResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      await messages.setChatMail(sessionOf(request).id, request.body.chatMail);
      return { status: 200, chatMail: request.body.chatMail };
    },
  );
};

export default messagesRoutes;
