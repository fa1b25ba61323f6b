import type { ScheduleKind, WishKind } from "@ebm/shared/matchmaking";
import type { LeftOut, ScheduleFigures, ScheduleOptions, TradeSide } from "@ebm/shared/schemas/matchmaking";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { editions, timeslots } from "./event.ts";
import { companies, contacts } from "./identity.ts";
import { meetings } from "./scheduler.ts";

const emptySide: TradeSide = { categories: [], brands: [], conditions: [], regions: [] };

/** What a company looks for and offers, beside its main interests and trading type (one row per company). */
export const companyTrade = pgTable("company_trade", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  lookingFor: jsonb("looking_for").$type<TradeSide>().notNull().default(emptySide),
  offering: jsonb("offering").$type<TradeSide>().notNull().default(emptySide),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's wish about a company of the edition ("must", "like" or "no"), and optionally about one
 * of its people. One wish per person and company; the target side reads them by company.
 */
export const wishes = pgTable(
  "wishes",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    /** Who wishes. */
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    targetCompanyId: integer("target_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    targetContactId: integer("target_contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<WishKind>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wishes_owner_target_uq").on(t.editionId, t.contactId, t.targetCompanyId),
    index("wishes_target_idx").on(t.editionId, t.targetCompanyId),
  ],
);

/** Which suggested companies a person was already mailed about in an edition (the digest mails each once). */
export const matchDigests = pgTable(
  "match_digests",
  {
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.editionId, t.companyId] })],
);

/** One run of the organisers' automatic schedule: its options, its figures and the wishes it left out. */
export const scheduleDrafts = pgTable(
  "schedule_drafts",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    options: jsonb("options").$type<ScheduleOptions>().notNull(),
    figures: jsonb("figures").$type<ScheduleFigures>().notNull(),
    /** The wishes without a meeting, each with its reason. */
    leftOut: jsonb("left_out").$type<LeftOut[]>().notNull().default([]),
    createdBy: integer("created_by").references(() => contacts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A publication under way (the `schedule.publish` job's batches); null otherwise. */
    publishing: jsonb("publishing").$type<{
      as: "accepted" | "requests";
      by: number;
      startedAt: string;
      total: number;
    }>(),
  },
  (t) => [index("schedule_drafts_edition_idx").on(t.editionId)],
);

/** A meeting a draft proposes; `meetingId` once it is published. */
export const scheduleDraftMeetings = pgTable(
  "schedule_draft_meetings",
  {
    id: serial("id").primaryKey(),
    draftId: integer("draft_id")
      .notNull()
      .references(() => scheduleDrafts.id, { onDelete: "cascade" }),
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
    tableNumber: integer("table_number").notNull(),
    kind: text("kind").$type<ScheduleKind>().notNull(),
    value: integer("value").notNull(),
    locked: boolean("locked").notNull().default(false),
    removed: boolean("removed").notNull().default(false),
    meetingId: integer("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    /** The publication that made it (the draft's `publishing.startedAt`), for its one mail per person. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A booking since the draft made it impossible when it was published: it stays in the draft. */
    skipped: boolean("skipped").notNull().default(false),
  },
  (t) => [index("schedule_draft_meetings_draft_idx").on(t.draftId)],
);
