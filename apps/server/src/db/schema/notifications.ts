import type { MeetingChange } from "@ebm/shared/schemas/mini/notifications";
import type { PushKind } from "@ebm/shared/schemas/notifications";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contacts } from "./identity.ts";
import { meetings } from "./scheduler.ts";

/**
 * A user's notification centre: what happened to their meetings while they looked elsewhere. Written
 * in the transaction of the change it tells of, with the WebSocket event that carries it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<MeetingChange>().notNull(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    /** Who made the change; null for the organisers or the clock (a lapse, a reminder). */
    actorId: integer("actor_id").references(() => contacts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_meeting_idx").on(t.meetingId),
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
