import * as z from "zod/mini";
import { intSchema } from "./common.ts";

/** One chat message as the API and the WebSocket carry it (part 2 §3). */
export const chatMessageSchema = z.object({
  id: intSchema(),
  conversationId: intSchema(),
  /** The sender. */
  contactId: intSchema(),
  content: z.string(),
  dateCreated: z.string(),
  /** When the other member read it; null while unread. */
  dateRead: z.nullable(z.string()),
  /** The sender's own id for the message (a UUID), which makes a retried send post it once. */
  clientId: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
