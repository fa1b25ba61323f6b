import type { NotificationKind } from "@ebm/shared/schemas/mini/notifications";
import type { PushKind } from "@ebm/shared/schemas/notifications";
import type { AnnouncementAudience, AnnouncementState } from "@ebm/shared/schemas/organiser-announcements";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { editions } from "./event.ts";
import { contacts } from "./identity.ts";
import { meetings } from "./scheduler.ts";

/**
 * An announcement of the organisers to the attendees of an edition, or a group of them: told in the
 * notification centre, by mail and by push, now or at `send_at`, by the `announcements.send` job.
 */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    audience: text("audience").$type<AnnouncementAudience>().notNull(),
    day: integer("day"),
    state: text("state").$type<AnnouncementState>().notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** Who wrote it: the id, and the name kept as text as the audit log keeps it. */
    createdById: integer("created_by_id").references(() => contacts.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** How many the group counted when it went; null until then. */
    recipientCount: integer("recipient_count"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("announcements_edition_idx").on(t.editionId, t.id)],
);

/**
 * Who an announcement went to, fixed when it goes. `told_at` is set in the transaction that tells
 * the person (notification, mail, push), so a retried batch tells nobody twice.
 */
export const announcementRecipients = pgTable(
  "announcement_recipients",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    toldAt: timestamp("told_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.contactId] }),
    index("announcement_recipients_untold_idx")
      .on(t.announcementId, t.contactId)
      .where(sql`${t.toldAt} IS NULL`),
  ],
);

/**
 * A user's notification centre: what happened to their meetings while they looked elsewhere, and
 * the organisers' announcements. Written in the transaction of the change it tells of, with the
 * WebSocket event that carries it. A row tells of a meeting or of an announcement, never both.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    meetingId: integer("meeting_id").references(() => meetings.id, { onDelete: "cascade" }),
    announcementId: integer("announcement_id").references(() => announcements.id, { onDelete: "cascade" }),
    /** Who made the change; null for the organisers or the clock (a lapse, a reminder). */
    actorId: integer("actor_id").references(() => contacts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_meeting_idx").on(t.meetingId),
    /** An announcement tells each recipient once, whatever retries. */
    uniqueIndex("notifications_announcement_user_uq")
      .on(t.announcementId, t.userId)
      .where(sql`${t.announcementId} IS NOT NULL`),
    check("notifications_tells_of_one", sql`(${t.meetingId} IS NULL) <> (${t.announcementId} IS NULL)`),
  ],
);

/**
 * A device that receives Web Push for its user: the push service's endpoint and the device's keys
 * (PushSubscription.toJSON()), the kinds it wants, and its time zone. The push service's refusal
 * of an endpoint (404, 410) deletes the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    kinds: text("kinds").array().$type<PushKind[]>().notNull(),
    timeZone: text("time_zone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_uq").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
