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
} from "drizzle-orm/pg-core";
import { banners } from "./content.ts";
import { contacts } from "./identity.ts";

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    event: text("event").notNull(),
    page: text("page"),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    data: jsonb("data").$type<Record<string, unknown>>(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_event_idx").on(t.event, t.createdAt)],
);

/**
 * The clicks already counted: one row per ad banner, visitor and hour. Its key makes a visitor's
 * click count once per banner and hour on every instance; rows of past hours are purged.
 */
export const bannerClicks = pgTable(
  "banner_clicks",
  {
    bannerId: integer("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    /** `u:<contact id>` when signed in, else `a:` and a keyed hash of address and user agent. */
    visitorKey: text("visitor_key").notNull(),
    /** The start of the database clock's hour (UTC) in which the click was counted. */
    hourStartUtc: timestamp("hour_start_utc", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.visitorKey, t.hourStartUtc] })],
);

/**
 * Transactional outbox: a mail is written here in the same transaction as the change that causes it,
 * with a `mail.send` job that delivers it (`plugins/mail.ts`). The row keeps the outcome: status,
 * attempts and the last failure's reason.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /**
     * pending, sent or failed as a mail goes; folded when its sender had already reached the
     * recipient as often as an hour allows: it is not sent, but named in the digest that follows.
     */
    status: text("status", { enum: ["pending", "sent", "failed", "folded"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /**
     * Who caused the mail, for the bound on mail from one sender to one recipient: `contact:<id>`,
     * `address:<digest>` for a visitor, or the name of a system path (`password-reset`).
     */
    senderKey: text("sender_key"),
    /** How the digest names that sender ("Anna Schmidt (Demo Trading B.V.)"). */
    senderLabel: text("sender_label"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_recipient_sender_idx").on(t.to, t.senderKey, t.createdAt)],
);

/** ALTCHA challenges already redeemed: a solution is accepted once. */
export const usedCaptchas = pgTable("used_captchas", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * What organiser staff changed: one row per action in the console, written in the transaction of
 * the change itself, with the object as it was before and after (only the fields the action touched).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => contacts.id, { onDelete: "set null" }),
    /** Who it was, kept as text so the entry stays readable if the account goes. */
    actorName: text("actor_name").notNull(),
    /** What was done, as `<object>.<verb>`: `registration.verify`, `dinner.approve`, `settings.update`… */
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id"),
    /** A one-line description for the list: "Verified the registration of Acme B.V." */
    summary: text("summary").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_object_idx").on(t.objectType, t.objectId),
  ],
);

/**
 * The privacy notice's facts and the retention (one row, id 1): the organisers set them in the
 * console; `notice_version` grows with each change, and a person who accepted an older one is asked
 * again (decision 0020).
 */
export const privacySettings = pgTable(
  "privacy_settings",
  {
    id: integer("id").primaryKey().default(1),
    controllerName: text("controller_name").notNull().default(""),
    controllerAddress: text("controller_address").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    recipients: text("recipients").notNull().default(""),
    /** Days after an edition's last day until its personal data is purged; null: never. */
    retentionDays: integer("retention_days"),
    noticeVersion: integer("notice_version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("privacy_settings_one_row", sql`${t.id} = 1`)],
);
