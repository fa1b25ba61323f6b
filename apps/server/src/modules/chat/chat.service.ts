import type { ConversationContact } from "@ebm/shared/schemas/messages";
import { AppError, assertOr, forbidden, notFound } from "../../lib/errors.ts";
import type { StoredEventFor } from "../../plugins/realtime/event-store.ts";
import type { Reacher } from "../reach/index.ts";
import { type MessagesDeps, REFUSAL, toChatMessage } from "./chat.context.ts";
import { unreadMailService } from "./chat.digest.ts";
import { chatRealtime } from "./chat.realtime.ts";
import { type MessageRow, messagesRepository } from "./chat.repository.ts";

/** A message left unread this long is mailed to its recipient. */
export const UNREAD_MAIL_AFTER_MS = 15 * 60_000;

/**
 * The chat (part 2 §7 "Messages"): conversations between two contacts, their messages, unread
 * counts and read marks. Only the two members of a conversation read or write in it. Every change
 * that others must hear of is stored with its events in one transaction and published after it.
 */
export function messagesService(deps: MessagesDeps) {
  const { db, events, jobs } = deps;
  const repo = messagesRepository(db);

  /** The other member of a conversation of the user; 403 for anyone else's (or no) conversation. */
  async function memberOf(conversationId: number, userId: number) {
    const membership = await repo.membership(conversationId, userId);
    assertOr(membership, forbidden(REFUSAL.notMember));
    return membership;
  }

  const realtime = chatRealtime(deps);

  const publish = (stored: StoredEventFor[]) =>
    events.publish(stored).catch((err) => deps.log.warn({ err }, "could not publish chat events"));

  return {
    ...realtime,
    ...unreadMailService(deps),

    /** For each conversation of the user with unread messages: the other person and the count. */
    unreadByContact: (contactId: number) => repo.unreadByContact(contactId),

    /**
     * Finds or makes the conversation of the user with `contactId`: only with someone the user may
     * reach (the contact form's rule), 404 otherwise, as for a contact that does not exist.
     */
    async conversationWith(user: Reacher, contactId: number): Promise<number> {
      assertOr(contactId !== user.id, new AppError(400, REFUSAL.self, "contactId"));
      await deps.reach.assertMayReach(user, contactId);
      return db.transaction((tx) => messagesRepository(tx).conversationOf(user.id, contactId));
    },

    async conversations(userId: number, selected?: number): Promise<ConversationContact[]> {
      const rows = await repo.conversations(userId, selected);
      return rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt?.toISOString() ?? null }));
    },

    profilePictures: (userId: number) => repo.profilePictures(userId),

    async messages(userId: number, query: { conversationId: number; before?: number; limit: number }) {
      await memberOf(query.conversationId, userId);
      const rows = await repo.messages(query.conversationId, query.limit, query.before);
      return rows.map(toChatMessage);
    },

    /**
     * Stores a message, then publishes it to both members (the sender's other devices too). A
     * `clientId` the sender used before answers the stored message and adds nothing, also when the
     * retry races the first attempt (the unique index decides).
     */
    async send(user: Reacher, body: { conversationId: number; message: string; clientId?: string }) {
      const userId = user.id;
      const { otherId, otherWrote, ownWrote } = await memberOf(body.conversationId, userId);
      // An answer to someone who wrote first always goes; a first word only to whom the user may reach
      // (a conversation row alone, however it came about, reaches nobody).
      if (!otherWrote) await deps.reach.assertMayReach(user, otherId);
      const sameMessage = (row: MessageRow) => {
        assertOr(
          row.conversationId === body.conversationId,
          new AppError(409, REFUSAL.clientIdTaken, "clientId"),
        );
        return toChatMessage(row);
      };
      // A repeat of a `clientId` is found by the insert itself (one statement less for every message).
      const result = await db.transaction(async (tx) => {
        const txRepo = messagesRepository(tx);
        const row = await txRepo.insertMessage({
          conversationId: body.conversationId,
          senderId: userId,
          content: body.message,
          clientId: body.clientId ?? null,
        });
        if (!row) {
          // The same send is being stored by a retry that came first: answer its message.
          const earlier = body.clientId ? await txRepo.messageByClientId(userId, body.clientId) : undefined;
          if (!earlier) throw new Error("a message refused as a repeat is missing");
          return { message: sameMessage(earlier), stored: [] };
        }
        await txRepo.countNewMessage(body.conversationId, userId, otherId, row.createdAt);
        const message = toChatMessage(row);
        const stored = await events.append(tx, [
          { userId, event: { type: "new-message", message } },
          { userId: otherId, event: { type: "new-message", message } },
        ]);
        // The job's clock is the database's: 15 minutes from now in real time.
        await jobs.enqueue(
          tx,
          "messages.unread-mail",
          { messageId: row.id },
          { runAt: new Date(Date.now() + UNREAD_MAIL_AFTER_MS), key: String(row.id) },
        );
        await deps.onMessageStored?.(tx, { id: row.id, recipientId: otherId });
        return { message, stored };
      });
      await publish(result.stored);
      // A first answer makes the two an exchange: from now on they see each other online.
      if (otherWrote && !ownWrote && result.stored.length > 0)
        await realtime
          .exchangeStarted(userId, otherId)
          .catch((err) => deps.log.warn({ err }, "could not announce a new exchange's presence"));
      return result.message;
    },

    /**
     * The user has read the conversation: their unread count goes to 0, the other's messages are
     * marked read, and the other member hears of it (only when something was unread).
     */
    async markRead(userId: number, conversationId: number): Promise<void> {
      const { otherId } = await memberOf(conversationId, userId);
      const at = new Date();
      const stored = await db.transaction(async (tx) => {
        const read = await messagesRepository(tx).markRead(conversationId, userId, at);
        if (read === 0) return [];
        return events.append(tx, [
          {
            userId: otherId,
            event: { type: "message-read", conversationId, contactId: userId, dateRead: at.toISOString() },
          },
        ]);
      });
      await publish(stored);
    },

    async chatMail(userId: number): Promise<boolean> {
      const chatMail = await repo.chatMail(userId);
      assertOr(chatMail !== undefined, notFound());
      return chatMail;
    },

    setChatMail: (userId: number, chatMail: boolean) => repo.setChatMail(userId, chatMail),
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
