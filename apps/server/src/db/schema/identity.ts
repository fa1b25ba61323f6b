import { sql } from "drizzle-orm";
import {
  boolean,
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
import { countries, editions } from "./event.ts";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/** Attending company. `status` 3 is a full member whose detail page opens; `tier` drives the badge. */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    username: text("username").notNull().unique(),
    website: text("website").notNull().default("-"),
    tel: text("tel").notNull().default(""),
    streetAddress: text("street_address").notNull().default(""),
    city: text("city").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    vat: text("vat").notNull().default(""),
    profile: text("profile").notNull().default(""),
    industry: text("industry"),
    tradingType: text("trading_type", { enum: ["used", "new"] }),
    status: integer("status").notNull().default(1),
    tier: text("tier", { enum: ["regular", "trusted", "gold", "diamond"] })
      .notNull()
      .default("regular"),
    /** Set for members of the marketplace; locks the company fields in registration. */
    tbsCompanyId: integer("tbs_company_id").unique(),
    heardThrough: text("heard_through").notNull().default("Google or other search engine"),
    ...timestamps,
  },
  (t) => [
    index("companies_name_idx").on(t.name),
    index("companies_country_idx").on(t.countryId),
    // The directory's order and the CSV's keyset: case-insensitive name, then id.
    index("companies_name_lower_idx").on(sql`lower(${t.name})`, t.id),
  ],
);

export const companyCategories = pgTable(
  "company_categories",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index("company_categories_cat_idx").on(t.categoryId),
  ],
);

/** A person of a company; the users of the app. E-mail is stored lower-case. */
export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    function: text("function").notNull().default(""),
    tel: text("tel").notNull().default(""),
    imName: text("im_name"),
    imValue: text("im_value"),
    rfqDisabled: boolean("rfq_disabled").notNull().default(false),
    possibleMatchesDisabled: boolean("possible_matches_disabled").notNull().default(false),
    /** Unread chat messages are e-mailed after 15 minutes unless the contact turns it off. */
    chatMail: boolean("chat_mail").notNull().default(true),
    /** A mail before each accepted meeting, besides the reminder in the app and by push. */
    reminderMail: boolean("reminder_mail").notNull().default(false),
    profilePic: text("profile_pic"),
    profilePicLarge: text("profile_pic_large"),
    /** argon2id hash; null until the contact sets a password through the reset flow. */
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["attendee", "desk", "organiser"] })
      .notNull()
      .default("attendee"),
    /** Order within the company: 1 is the main contact (labels "Main contact", "2nd contact", ...). */
    position: integer("position").notNull().default(1),
    isActive: boolean("is_active").notNull().default(true),
    /** Listed in the directory: shown on company pages and in suggestions to others (decision 0020). */
    listed: boolean("listed").notNull().default(true),
    /** Who sees the phone and messenger: every signed-in attendee, or only the person's connections. */
    contactDetails: text("contact_details", { enum: ["attendees", "connections"] })
      .notNull()
      .default("attendees"),
    /** When the person's data was erased; the row stays as "Former attendee" for the other side. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("contacts_email_uq").on(t.email),
    index("contacts_company_idx").on(t.companyId),
    check("contacts_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_contact_idx").on(t.contactId)],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_contact_idx").on(t.contactId)],
);

/**
 * What a person agreed to and chose, as they did it: the privacy notice (its version), the
 * directory listing and who sees their contact details. Never updated, only added to.
 */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["notice", "listed", "contactDetails"] }).notNull(),
    /** "accepted" for the notice; "true"/"false" for the listing; "attendees"/"connections". */
    value: text("value").notNull(),
    noticeVersion: integer("notice_version").notNull(),
    source: text("source", { enum: ["registration", "prompt", "profile"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consents_contact_idx").on(t.contactId, t.id)],
);

/** Who attends which edition; set when a registration is paid or verified. */
export const editionContacts = pgTable(
  "edition_contacts",
  {
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** The organiser staff member who checked the person in at the desk. */
    checkedInBy: integer("checked_in_by").references(() => contacts.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.contactId] })],
);
