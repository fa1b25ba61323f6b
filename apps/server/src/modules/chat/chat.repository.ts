import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/client.ts";
import { companies, contacts, conversationMembers, conversations, messages } from "../../db/schema/index.ts";

export type MessageRow = typeof messages.$inferSelect;

/** Contacts the chat never lists: placeholders of companies that have not named their people yet. */
const HIDDEN_EMAIL = "-";
const HIDDEN_NAME = "To be decided";

/** Who may be mailed about unread messages again: never mailed, or not within the last hour. */
const MAIL_AGAIN_AFTER = sql.raw("interval '1 hour'");

/** How much of the newest message the contact list shows. */
const LAST_MESSAGE_PREVIEW = 120;

export function messagesRepository(db: DbExecutor) {
  const other = alias(conversationMembers, "other");
  /** Joins a member's row to the other member of the same conversation. */
  const theOtherOf = (contactId: number) =>
    and(eq(other.conversationId, conversationMembers.conversationId), ne(other.contactId, contactId));
  return {
    /** For each conversation of `contactId` with unread messages: the other person and the count. */
    unreadByContact(contactId: number) {
      return db
        .select({ contactId: other.contactId, unreadMessages: conversationMembers.unreadCount })
        .from(conversationMembers)
        .innerJoin(other, theOtherOf(contactId))
        .where(and(eq(conversationMembers.contactId, contactId), gt(conversationMembers.unreadCount, 0)));
    },

    /**
     * The conversation and its other member, when `contactId` is one of its two members, and
     * whether each of them has written in it.
     */
    async membership(conversationId: number, contactId: number) {
      const [row] = await db
        .select({
          otherId: other.contactId,
          otherWroteAt: other.wroteAt,
          ownWroteAt: conversationMembers.wroteAt,
        })
        .from(conversationMembers)
        .innerJoin(other, theOtherOf(contactId))
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.contactId, contactId),
          ),
        );
      return (
        row && {
          conversationId,
          otherId: row.otherId,
          otherWrote: row.otherWroteAt !== null,
          ownWrote: row.ownWroteAt !== null,
        }
      );
    },

    /** Finds or makes the conversation of the pair, with both members; safe when two ask at once. */
    async conversationOf(a: number, b: number): Promise<number> {
      const pair = { contactLowId: Math.min(a, b), contactHighId: Math.max(a, b) };
      await db
        .insert(conversations)
        .values(pair)
        .onConflictDoNothing({ target: [conversations.contactLowId, conversations.contactHighId] });
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.contactLowId, pair.contactLowId),
            eq(conversations.contactHighId, pair.contactHighId),
          ),
        );
      if (!row) throw new Error("the conversation just made is missing");
      await db
        .insert(conversationMembers)
        .values([
          { conversationId: row.id, contactId: a },
          { conversationId: row.id, contactId: b },
        ])
        .onConflictDoNothing();
      return row.id;
    },

    /**
     * The user's conversations as the contact list shows them, newest message first: those with
     * messages, and `selected`'s even without. Placeholder contacts are left out.
     */
    conversations(contactId: number, selected?: number) {
      const messageCount = sql<number>`(SELECT count(*)::int FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id})`;
      return db
        .select({
          contactId: contacts.id,
          conversationId: conversations.id,
          name: contacts.name,
          companyId: contacts.companyId,
          companyName: companies.name,
          profilePic: contacts.profilePic,
          unreadMessages: conversationMembers.unreadCount,
          messageCount,
          lastMessageAt: conversations.lastMessageAt,
          // The list shows what was said last (found by the index on conversation and time).
          lastMessage: sql<{
            text: string;
            fromMe: boolean;
          } | null>`(SELECT json_build_object('text', left(${messages.content}, ${LAST_MESSAGE_PREVIEW}), 'fromMe', ${messages.senderId} = ${contactId}) FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} ORDER BY ${messages.createdAt} DESC, ${messages.id} DESC LIMIT 1)`,
        })
        .from(conversationMembers)
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
        .innerJoin(other, and(eq(other.conversationId, conversations.id), ne(other.contactId, contactId)))
        .innerJoin(contacts, eq(contacts.id, other.contactId))
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(
          and(
            eq(conversationMembers.contactId, contactId),
            ne(contacts.email, HIDDEN_EMAIL),
            ne(contacts.name, HIDDEN_NAME),
            or(
              sql`EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id})`,
              selected === undefined ? sql`false` : eq(contacts.id, selected),
            ),
          ),
        )
        .orderBy(sql`${conversations.lastMessageAt} DESC NULLS LAST`, desc(conversations.id));
    },

    /**
     * The people the user has exchanged messages with, both ways: whom the user's presence
     * concerns. A conversation that only one side wrote in (or none) shares no presence.
     */
    async mutualPartners(contactId: number): Promise<number[]> {
      const rows = await db
        .select({ id: other.contactId })
        .from(conversationMembers)
        .innerJoin(other, theOtherOf(contactId))
        .where(
          and(
            eq(conversationMembers.contactId, contactId),
            isNotNull(conversationMembers.wroteAt),
            isNotNull(other.wroteAt),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Whether the two have a conversation together (undefined when not), and whether `b` has
     * written in it.
     */
    async shared(a: number, b: number): Promise<{ otherWrote: boolean } | undefined> {
      const [row] = await db
        .select({ wroteAt: conversationMembers.wroteAt })
        .from(conversations)
        .innerJoin(
          conversationMembers,
          and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.contactId, b)),
        )
        .where(
          and(
            eq(conversations.contactLowId, Math.min(a, b)),
            eq(conversations.contactHighId, Math.max(a, b)),
          ),
        );
      return row && { otherWrote: row.wroteAt !== null };
    },

    /** The pictures of the user's conversation partners (placeholders left out). */
    profilePictures(contactId: number) {
      return db
        .select({ contactId: contacts.id, profilePic: contacts.profilePic })
        .from(conversationMembers)
        .innerJoin(other, theOtherOf(contactId))
        .innerJoin(contacts, eq(contacts.id, other.contactId))
        .where(
          and(
            eq(conversationMembers.contactId, contactId),
            ne(contacts.email, HIDDEN_EMAIL),
            ne(contacts.name, HIDDEN_NAME),
          ),
        );
    },

    /** A page of a conversation's messages, newest first, older than message `before` when given. */
    messages(conversationId: number, limit: number, before?: number) {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.id, before) : undefined))
        .orderBy(desc(messages.id))
        .limit(limit);
    },

    async messageByClientId(senderId: number, clientId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
      return row;
    },

    /** Stores a message; undefined when the sender already sent one with its client id. */
    async insertMessage(values: typeof messages.$inferInsert): Promise<MessageRow | undefined> {
      const [row] = await db
        .insert(messages)
        .values(values)
        .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
        .returning();
      return row;
    },

    /**
     * After a new message: the conversation moves up, the sender has written here (from their
     * first message on), and the recipient has one more unread.
     */
    async countNewMessage(conversationId: number, senderId: number, recipientId: number, at: Date) {
      await db.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
      // One statement for both members: the sender has written, the recipient has one more unread.
      const member = conversationMembers;
      await db
        .update(member)
        .set({
          wroteAt: sql`case when ${member.contactId} = ${senderId}
            then coalesce(${member.wroteAt}, ${at.toISOString()}::timestamptz) else ${member.wroteAt} end`,
          unreadCount: sql`case when ${member.contactId} = ${recipientId}
            then ${member.unreadCount} + 1 else ${member.unreadCount} end`,
        })
        .where(
          and(eq(member.conversationId, conversationId), inArray(member.contactId, [senderId, recipientId])),
        );
    },

    /** The reader has read the conversation: no unread left, the other's messages marked read. Returns how many were unread. */
    async markRead(conversationId: number, readerId: number, at: Date): Promise<number> {
      await db
        .update(conversationMembers)
        .set({ unreadCount: 0, lastReadAt: at })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.contactId, readerId),
          ),
        );
      const read = await db
        .update(messages)
        .set({ readAt: at })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, readerId),
            isNull(messages.readAt),
          ),
        )
        .returning({ id: messages.id });
      return read.length;
    },

    async chatMail(contactId: number): Promise<boolean | undefined> {
      const [row] = await db
        .select({ chatMail: contacts.chatMail })
        .from(contacts)
        .where(eq(contacts.id, contactId));
      return row?.chatMail;
    },

    async setChatMail(contactId: number, chatMail: boolean) {
      await db.update(contacts).set({ chatMail }).where(eq(contacts.id, contactId));
    },

    /** What the unread mail of a message needs: the message, its recipient and its sender. */
    async mailFacts(messageId: number) {
      const sender = alias(contacts, "sender");
      const recipient = alias(contacts, "recipient");
      const [row] = await db
        .select({
          conversationId: messages.conversationId,
          readAt: messages.readAt,
          senderId: sender.id,
          senderName: sender.name,
          senderCompany: companies.name,
          recipientId: recipient.id,
          recipientName: recipient.name,
          recipientEmail: recipient.email,
          recipientActive: recipient.isActive,
          chatMail: recipient.chatMail,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .innerJoin(companies, eq(companies.id, sender.companyId))
        .innerJoin(
          recipient,
          sql`${recipient.id} = CASE WHEN ${conversations.contactLowId} = ${messages.senderId} THEN ${conversations.contactHighId} ELSE ${conversations.contactLowId} END`,
        )
        .where(eq(messages.id, messageId));
      return row;
    },

    /**
     * Takes the recipient's hourly turn for an unread mail of the conversation: true when they were
     * not mailed about it within the hour (and stamps now), false otherwise. The row lock makes two
     * runners agree.
     */
    async takeMailTurn(conversationId: number, recipientId: number): Promise<boolean> {
      const taken = await db
        .update(conversationMembers)
        .set({ unreadMailedAt: sql`now()` })
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.contactId, recipientId),
            or(
              isNull(conversationMembers.unreadMailedAt),
              lt(conversationMembers.unreadMailedAt, sql`now() - ${MAIL_AGAIN_AFTER}`),
            ),
          ),
        )
        .returning({ id: conversationMembers.contactId });
      return taken.length > 0;
    },

    /** The recipient's unread messages of a conversation, oldest first, at most `limit`. */
    unreadTo(conversationId: number, recipientId: number, limit: number) {
      return db
        .select({ content: messages.content, createdAt: messages.createdAt })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, recipientId),
            isNull(messages.readAt),
          ),
        )
        .orderBy(messages.id)
        .limit(limit);
    },
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
