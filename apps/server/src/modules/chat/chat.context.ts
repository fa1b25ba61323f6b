import type { ChatMessage } from "@ebm/shared/schemas/messages";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/client.ts";
import type { Bus } from "../../plugins/bus.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import type { MailService } from "../../plugins/mail.ts";
import type { EventStore } from "../../plugins/realtime/event-store.ts";
import type { Presence } from "../../plugins/realtime/presence.ts";
import type { ReachService } from "../reach/index.ts";
import type { MessageRow } from "./chat.repository.ts";

/** What the chat's services are built from. */
export interface MessagesDeps {
  db: Db;
  bus: Bus;
  events: EventStore;
  presence: Presence;
  /** Whom a user may write to first (the contact form asks the same). */
  reach: Pick<ReachService, "assertMayReach" | "mayReach">;
  jobs: JobRunner;
  mail: MailService;
  /** The site's address, for the link in the unread mail. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Whatever else tells the recipient of a new message (Web Push), in the message's transaction. */
  onMessageStored?: (tx: DbExecutor, message: { id: number; recipientId: number }) => Promise<void>;
}

/** Refusals in the words the user reads. */
export const REFUSAL = {
  notMember: "This conversation is not yours.",
  self: "contactId: You cannot start a conversation with yourself.",
  contactNotFound: "Contact not found.",
  clientIdTaken: "clientId: This id was already used for a message in another conversation.",
} as const;

/** A message as the API and the WebSocket carry it. */
export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  contactId: row.senderId,
  content: row.content,
  dateCreated: row.createdAt.toISOString(),
  dateRead: row.readAt?.toISOString() ?? null,
  clientId: row.clientId,
});
