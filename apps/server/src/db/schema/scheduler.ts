import type { MeetingSource } from "@ebm/shared/matchmaking";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { editions, timeslots } from "./event.ts";
import { contacts } from "./identity.ts";

/**
 * A meeting request or a blocked slot (fromId = toId). status 0 pending, 1 accepted.
 * Colleague-added meetings point at their parent with parentScheduleId.
 */
export const meetings = pgTable(
  "meetings",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    timeslotId: integer("timeslot_id")
      .notNull()
      .references(() => timeslots.id, { onDelete: "cascade" }),
    fromId: integer("from_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    toId: integer("to_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    status: integer("status").notNull().default(0),
    tableNumber: integer("table_number"),
    parentScheduleId: integer("parent_schedule_id").references((): AnyPgColumn => meetings.id, {
      onDelete: "cascade",
    }),
    attendees: jsonb("attendees").$type<number[]>().notNull().default([]),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    dtCancelled: timestamp("dt_cancelled", { withTimezone: true }),
    cancelledBy: integer("cancelled_by").references(() => contacts.id, { onDelete: "set null" }),
    /** Why a meeting ended before it took place: declined, cancelled, expired, cannotAttend or organisers (the console). */
    cancelReason: text("cancel_reason").$type<
      "declined" | "cancelled" | "expired" | "cannotAttend" | "organisers"
    >(),
    /** When an unanswered request lapses (the edition's request expiry); null when it never does. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** After the slot: held or noShow, as one side reported it. */
    outcome: text("outcome").$type<"held" | "noShow">(),
    outcomeBy: integer("outcome_by").references(() => contacts.id, { onDelete: "set null" }),
    /** Grows on every change a calendar should see (iCalendar SEQUENCE). */
    sequence: integer("sequence").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** How the meeting came about: a request, a suggested match, the automatic schedule or the organisers. */
    source: text("source").$type<MeetingSource>().notNull().default("request"),
  },
  (t) => [
    index("meetings_from_idx").on(t.fromId),
    index("meetings_to_idx").on(t.toId),
    index("meetings_timeslot_idx").on(t.timeslotId),
    /** A meeting's colleague meetings, read on every cancel, colleague and scheduler answer. */
    index("meetings_parent_idx").on(t.parentScheduleId),
    /** No two live meetings share a table in one timeslot. */
    uniqueIndex("meetings_table_uq")
      .on(t.timeslotId, t.tableNumber)
      .where(
        sql`${t.dtCancelled} IS NULL AND ${t.tableNumber} IS NOT NULL AND ${t.parentScheduleId} IS NULL`,
      ),
  ],
);

/**
 * Who is busy in which timeslot. One row per person per live meeting; the unique index makes
 * double booking impossible even under concurrent requests.
 */
export const meetingParticipants = pgTable(
  "meeting_participants",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    timeslotId: integer("timeslot_id")
      .notNull()
      .references(() => timeslots.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("meeting_participants_busy_uq").on(t.contactId, t.timeslotId),
    index("meeting_participants_meeting_idx").on(t.meetingId),
  ],
);

export const meetingNotes = pgTable(
  "meeting_notes",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    isPrivate: boolean("is_private").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meeting_notes_meeting_idx").on(t.meetingId)],
);

/**
 * A user's personal calendar feed: the secret in its URL is stored only as a SHA-256 hash, and
 * replacing or deleting the row revokes the old URL.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  contactId: integer("contact_id")
    .primaryKey()
    .references(() => contacts.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
