import type { DayPattern } from "@ebm/shared/meeting-days";
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  iso2: text("iso2").notNull().unique(),
  /** EU business customers outside the organiser's country: VAT is reverse-charged (0%). */
  reverseCharge: boolean("reverse_charge").notNull().default(false),
  /** VAT rate in basis points charged to this country (2100 = 21%). */
  vatRateBp: integer("vat_rate_bp").notNull().default(0),
});

/** One yearly edition of the event with its facts and prices, so a new edition needs no code change. */
export const editions = pgTable("editions", {
  id: serial("id").primaryKey(),
  edition: integer("edition").notNull().unique(),
  name: text("name").notNull(),
  pageTitle: text("page_title").notNull(),
  city: text("city").notNull(),
  venue: text("venue").notNull(),
  venueAddress: text("venue_address").notNull().default(""),
  venueMapUrl: text("venue_map_url").notNull().default(""),
  dateStart: date("date_start").notNull(),
  dateEnd: date("date_end").notNull(),
  startsAtUtc: timestamp("starts_at_utc", { withTimezone: true }).notNull(),
  timezone: text("timezone").notNull(),
  isCurrent: boolean("is_current").notNull().default(false),
  videoUrl: text("video_url").notNull().default(""),
  tradersCount: integer("traders_count").notNull().default(0),
  countriesCount: integer("countries_count").notNull().default(0),
  memberPriceCents: integer("member_price_cents").notNull(),
  nonMemberFirstPriceCents: integer("non_member_first_price_cents").notNull(),
  membershipPriceCents: integer("membership_price_cents").notNull(),
  charityPerAttendeeCents: integer("charity_per_attendee_cents").notNull(),
  dinnerSpotsPerDay: integer("dinner_spots_per_day").notNull().default(250),
  dinnerPerCompany: integer("dinner_per_company").notNull().default(2),
  /** When the people whose data the retention purges were warned, and when it was purged. */
  retentionWarnedAt: timestamp("retention_warned_at", { withTimezone: true }),
  retentionPurgedAt: timestamp("retention_purged_at", { withTimezone: true }),
});

/** The settings of part 1 §3 and part 2 §3, one row per edition. */
export const eventSettings = pgTable("event_settings", {
  editionId: integer("edition_id")
    .primaryKey()
    .references(() => editions.id, { onDelete: "cascade" }),
  showVideoBanner: integer("show_video_banner").notNull().default(0),
  videoBannerUrl: text("video_banner_url").notNull().default(""),
  mainpageText: text("mainpage_text").notNull().default(""),
  regThankyou: text("reg_thankyou").notNull().default(""),
  schedulerEnabled: boolean("scheduler_enabled").notNull().default(true),
  enablePicSharing: integer("enable_pic_sharing").notNull().default(0),
  registrationOpen: boolean("registration_open").notNull().default(false),
  /** Hours after which an unanswered meeting request lapses; null: requests never lapse. */
  meetingRequestExpiryHours: integer("meeting_request_expiry_hours"),
  /** Minutes before each accepted meeting that its people are reminded; 0: no reminders. */
  meetingReminderMinutes: integer("meeting_reminder_minutes").notNull().default(10),
  /** The two lists of user ids whose activity is not recorded as analytics (staff and test accounts). */
  analyticsStaffIds: jsonb("analytics_staff_ids").$type<number[]>().notNull().default([]),
  analyticsTestIds: jsonb("analytics_test_ids").$type<number[]>().notNull().default([]),
  /** Organiser details for the contact page: postal, office, banking and registration. */
  organiserDetails: jsonb("organiser_details").$type<Record<string, string>>().notNull().default({}),
});

export const programDays = pgTable(
  "program_days",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    dayNumber: integer("day_number").notNull(),
    date: date("date").notNull(),
    label: text("label").notNull(),
  },
  (t) => [uniqueIndex("program_days_edition_day_uq").on(t.editionId, t.dayNumber)],
);

export const programItems = pgTable("program_items", {
  id: serial("id").primaryKey(),
  dayId: integer("day_id")
    .notNull()
    .references(() => programDays.id, { onDelete: "cascade" }),
  sort: integer("sort").notNull(),
  timeStart: text("time_start").notNull(),
  timeEnd: text("time_end").notNull(),
  metaStart: timestamp("meta_start", { withTimezone: true }).notNull(),
  metaEnd: timestamp("meta_end", { withTimezone: true }).notNull(),
  title: text("title").notNull(),
  icon: text("icon").notNull(),
  map: text("map"),
  location: text("location"),
  additional: text("additional"),
  isCaptainsLunch: boolean("is_captains_lunch").notNull().default(false),
});

/** Fixed meeting timeslots of the two meeting days (day 1 Thursday, day 2 Friday). */
export const timeslots = pgTable(
  "timeslots",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    timeStart: text("time_start").notNull(),
    timeEnd: text("time_end").notNull(),
    startsAtUtc: timestamp("starts_at_utc", { withTimezone: true }).notNull(),
    endsAtUtc: timestamp("ends_at_utc", { withTimezone: true }).notNull(),
    keynote: boolean("keynote").notNull().default(false),
    /**
     * When a change of the meeting days took the slot out while meetings had been in it: it stays
     * for their history (a cancelled meeting, its notifications and notes) and takes no meeting.
     * Null: a slot of the days as planned.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("timeslots_edition_start_uq").on(t.editionId, t.startsAtUtc)],
);

export const timeslotMetadata = pgTable(
  "timeslot_metadata",
  {
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    dateStart: timestamp("date_start", { withTimezone: true }).notNull(),
    dateEnd: timestamp("date_end", { withTimezone: true }).notNull(),
    meetingTables: integer("meeting_tables").notNull(),
    meetingTablesMax: integer("meeting_tables_max").notNull(),
    /**
     * The day's pattern as the organisers wrote it (first start, last end, slot length, breaks and
     * keynotes with their labels); null for a day stored before, whose pattern is read off its slots.
     */
    pattern: jsonb("pattern").$type<DayPattern>(),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.day] })],
);
