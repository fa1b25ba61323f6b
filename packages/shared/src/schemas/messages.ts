import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "../chat.ts";
import { idSchema, textSchema } from "./common.ts";
import { chatMessageSchema } from "./mini/chat.ts";

export { CHAT_MESSAGE_MAX } from "../chat.ts";

/** Unread messages per contact the signed-in user talks with (part 1 §7, part 2 §7). */
export const unreadMessagesResponseSchema = z.object({
  status: z.number().int(),
  unreadMessages: z.array(z.object({ contactId: z.number().int(), unreadMessages: z.number().int() })),
});
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponseSchema>;

export { type ChatMessage, chatMessageSchema } from "./mini/chat.ts";

/**
 * A conversation as the contact list shows it (part 2 §3 "Conversation contact"), without the
 * spec's e-mail: the list must not be a way to read anybody's address (README, departures).
 */
export const conversationContactSchema = z.object({
  contactId: z.number().int(),
  conversationId: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  profilePic: z.string().nullable(),
  unreadMessages: z.number().int(),
  messageCount: z.number().int(),
  /** The newest message's time, for the order of the list; null for a conversation without one. */
  lastMessageAt: z.string().nullable(),
  /** The newest message's first 120 characters, and whether the user sent it; null without one. */
  lastMessage: z.object({ text: z.string(), fromMe: z.boolean() }).nullable(),
});
export type ConversationContact = z.infer<typeof conversationContactSchema>;

/** POST /api/messages */
export const sendMessageBodySchema = z.object({
  conversationId: idSchema,
  message: textSchema()
    .trim()
    .min(1, "This field is required")
    .max(CHAT_MESSAGE_MAX, `This field must have at most ${CHAT_MESSAGE_MAX} characters`),
  /** A UUID the client makes per message; sending it again answers the stored message. */
  clientId: z.string().uuid().optional(),
});
export const sendMessageResponseSchema = z.object({
  status: z.number().int(),
  newMessage: chatMessageSchema,
});

/** POST /api/messages/conversation: finds or makes the conversation with a contact. */
export const createConversationBodySchema = z.object({ contactId: idSchema });
export const createConversationResponseSchema = z.object({
  status: z.number().int(),
  conversationId: z.number().int(),
});

/** GET /api/messages/conversation?selectedContact= */
export const conversationsQuerySchema = z.object({ selectedContact: idSchema.optional() });
export const conversationsResponseSchema = z.object({
  status: z.number().int(),
  contacts: z.array(conversationContactSchema),
});

/** GET /api/messages/conversation/profilePictures */
export const profilePicturesResponseSchema = z.object({
  status: z.number().int(),
  profilePictures: z.array(z.object({ contactId: z.number().int(), profilePic: z.string().nullable() })),
});

/** GET /api/messages?conversationId=&before= : newest first, at most `limit`. */
export const messagesQuerySchema = z.object({
  conversationId: idSchema,
  /** Older than this message id (the next page up). */
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const messagesResponseSchema = z.object({
  status: z.number().int(),
  messages: z.array(chatMessageSchema),
});

/** POST /api/messages/resetUnreadMessage */
export const resetUnreadBodySchema = z.object({ conversationId: idSchema });

/** POST /api/messages/getActiveUsers: who of the user's contacts is online now. */
export const activeUsersResponseSchema = z.object({
  status: z.number().int(),
  users: z.array(z.number().int()),
});

/** GET and POST /api/messages/notifications: whether unread messages are e-mailed after 15 minutes. */
export const chatMailSettingsSchema = z.object({ chatMail: z.boolean() });
export type ChatMailSettings = z.infer<typeof chatMailSettingsSchema>;
/** The answer of GET and POST /api/messages/notifications. */
export const chatMailSettingsResponseSchema = chatMailSettingsSchema.extend({ status: z.number().int() });
