import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { contacts } from "./identity.ts";

/**
 * A file of companies and contacts the organisers import (the console's People section): stored
 * when its preview is made, with the plan of every row, and written by the `people.import` job in
 * batches once they apply it. `fingerprint` is the state of the companies and contacts the plan
 * was made against: an apply after they changed is refused.
 */
export const peopleImports = pgTable(
  "people_imports",
  {
    id: serial("id").primaryKey(),
    createdById: integer("created_by_id").references(() => contacts.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    fileName: text("file_name").notNull(),
    state: text("state", { enum: ["previewed", "applying", "applied"] })
      .notNull()
      .default("previewed"),
    fingerprint: text("fingerprint").notNull(),
    /** The rows as read and checked, with what each will do (`ImportPlanRow` of the service). */
    rows: jsonb("rows").$type<unknown[]>().notNull(),
    /** The preview's counts. */
    summary: jsonb("summary").$type<Record<string, number>>().notNull(),
    /** Rows without problems: the ones the job writes. */
    total: integer("total").notNull(),
    /** How many of those the job has written so far. */
    done: integer("done").notNull().default(0),
    /** What the writing did: counts, and the rows that failed at write time. */
    result: jsonb("result").$type<Record<string, unknown>>().notNull().default({}),
    applyRequestedAt: timestamp("apply_requested_at", { withTimezone: true }),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [index("people_imports_created_idx").on(t.createdAt)],
);

/** The contacts an import created or updated: the people its "invite" offers. */
export const peopleImportContacts = pgTable(
  "people_import_contacts",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => peopleImports.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.importId, t.contactId] })],
);

/**
 * An invitation of the organisers to set a password, to a group of contacts fixed when it is
 * made; the `people.invite` job mails them in batches, each once.
 */
export const peopleInvitations = pgTable("people_invitations", {
  id: serial("id").primaryKey(),
  createdById: integer("created_by_id").references(() => contacts.id, { onDelete: "set null" }),
  createdByName: text("created_by_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  state: text("state", { enum: ["sending", "sent"] })
    .notNull()
    .default("sending"),
  recipientCount: integer("recipient_count").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});

/** Who an invitation goes to; `invited_at` once their mail is written (or `skipped`: a password meanwhile). */
export const peopleInvitationRecipients = pgTable(
  "people_invitation_recipients",
  {
    invitationId: integer("invitation_id")
      .notNull()
      .references(() => peopleInvitations.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    skipped: integer("skipped").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.contactId] }),
    index("people_invitation_recipients_pending_idx")
      .on(t.invitationId, t.contactId)
      .where(sql`${t.invitedAt} IS NULL`),
  ],
);
