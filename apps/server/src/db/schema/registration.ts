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
import { editions } from "./event.ts";
import { companies, contacts } from "./identity.ts";

/** A company's registration for an edition; amounts are recomputed by the server, in integer cents. */
export const registrations = pgTable(
  "registrations",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    isMember: boolean("is_member").notNull(),
    status: text("status", {
      enum: [
        "pending_payment",
        "paid",
        "failed",
        "cancelled",
        "awaiting_verification",
        "verified",
        "declined",
      ],
    }).notNull(),
    /** When and by whom the organisers verified or declined a non-member registration, and why they declined. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => contacts.id, { onDelete: "set null" }),
    declineReason: text("decline_reason"),
    categories: jsonb("categories").$type<number[]>().notNull().default([]),
    trading: text("trading", { enum: ["used", "new"] }),
    utmParams: jsonb("utm_params").$type<Record<string, string>>(),
    refParams: jsonb("ref_params").$type<Record<string, string>>(),
    subtotalCents: integer("subtotal_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    /** The privacy notice the registrant agreed to, and when. */
    privacyNoticeVersion: integer("privacy_notice_version"),
    privacyAcceptedAt: timestamp("privacy_accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("registrations_company_idx").on(t.companyId)],
);

/** The attendee lines of a registration; `contactId` is set once the attendee is activated as a user. */
export const registrationAttendees = pgTable(
  "registration_attendees",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    function: text("function").notNull(),
    email: text("email").notNull(),
    tel: text("tel").notNull(),
    tbd: boolean("tbd").notNull().default(false),
  },
  (t) => [index("registration_attendees_reg_idx").on(t.registrationId)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["simulated", "mollie"] }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    status: text("status", { enum: ["open", "paid", "failed", "canceled", "expired"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    checkoutUrl: text("checkout_url"),
    /** SHA-256 of the key in the return address, so only the payer can read the payment's state. */
    returnKeyHash: text("return_key_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_id_uq").on(t.provider, t.providerPaymentId),
    index("payments_registration_idx").on(t.registrationId),
  ],
);

/**
 * The simulated provider's own side of a payment (the embedded setup's stand-in for Mollie). Kept in
 * the database, not in memory, so every instance of the server sees the same checkout.
 */
export const simulatedPayments = pgTable("simulated_payments", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  description: text("description").notNull(),
  redirectUrl: text("redirect_url").notNull(),
  webhookUrl: text("webhook_url"),
  metadata: jsonb("metadata").$type<Record<string, string>>(),
  status: text("status", { enum: ["open", "paid", "failed", "canceled", "expired"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Captain's Dinner sign-ups: status 0 awaiting review, 1 approved, 2 declined. */
export const dinnerRegistrations = pgTable(
  "dinner_registrations",
  {
    id: serial("id").primaryKey(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    dayNumber: integer("day_number").notNull(),
    status: integer("status").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom the organisers approved or declined the sign-up. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => contacts.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("dinner_registrations_contact_uq").on(t.editionId, t.contactId),
    index("dinner_registrations_company_idx").on(t.editionId, t.companyId),
    index("dinner_registrations_day_idx").on(t.editionId, t.dayNumber, t.status),
  ],
);

/**
 * One row per edition and dinner day. A sign-up locks its company's row and then its day's row
 * (always in that order) before it counts the places taken, so two sign-ups never both take the
 * last place (decision 0012).
 */
export const dinnerDays = pgTable(
  "dinner_days",
  {
    editionId: integer("edition_id")
      .notNull()
      .references(() => editions.id, { onDelete: "cascade" }),
    dayNumber: integer("day_number").notNull(),
    /** The day's seats; null: the edition's dinner_spots_per_day. */
    seats: integer("seats"),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.dayNumber] })],
);
