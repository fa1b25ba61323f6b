import type { StoredEventInput } from "@ebm/shared/schemas/ws";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { contacts } from "./identity.ts";

/** A one-to-one conversation; the pair is stored ordered (low id, high id) so it exists once. */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    contactLowId: integer("contact_low_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    contactHighId: integer("contact_high_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("conversations_pair_uq").on(t.contactLowId, t.contactHighId),
    index("conversations_high_idx").on(t.contactHighId),
    check("conversations_pair_ordered", sql`${t.contactLowId} < ${t.contactHighId}`),
  ],
);

export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    unreadCount: integer("unread_count").notNull().default(0),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    /** When this member was last mailed about unread messages here: at most once an hour. */
    unreadMailedAt: timestamp("unread_mailed_at", { withTimezone: true }),
    /**
     * When this member first wrote here. Once both have, the two see each other's presence, and
     * each may answer the other whatever the rules of whom one may write to first.
     */
    wroteAt: timestamp("wrote_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.contactId] }),
    index("conversation_members_contact_idx").on(t.contactId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** The sender's own id for the message: a retried send finds the stored one instead of posting twice. */
    clientId: text("client_id"),
  },
  (t) => [
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt),
    uniqueIndex("messages_sender_client_uq").on(t.senderId, t.clientId),
  ],
);

/**
 * The events each user receives over the WebSocket, kept a while so a client that reconnects gets
 * what it missed (decision 0011). `seq` grows by one per user with no gaps: it is taken from the
 * user's row in `user_event_counters` in the transaction that stores the change.
 */
export const userEvents = pgTable(
  "user_events",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    type: text("type").notNull(),
    /** The event without its `seq`. */
    payload: jsonb("payload").$type<StoredEventInput>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index("user_events_created_idx").on(t.createdAt)],
);

/** The newest `seq` handed out per user; its row lock orders the user's events. */
export const userEventCounters = pgTable("user_event_counters", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => contacts.id, { onDelete: "cascade" }),
  seq: integer("seq").notNull().default(0),
});

/** Badge scans: a contact's collected leads, one per scanned person. */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    notes: text("notes").notNull().default(""),
    rating: text("rating", { enum: ["hot", "warm", "cold"] }),
    /** When the badge was scanned; a scan queued offline keeps its own time. */
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
    /** The scanning device's id of the scan, so a resend finds the lead instead of adding one. */
    clientId: uuid("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_owner_contact_uq").on(t.ownerId, t.contactId),
    uniqueIndex("leads_owner_client_uq").on(t.ownerId, t.clientId),
  ],
);
