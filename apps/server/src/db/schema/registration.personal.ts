import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import type { DataSubject } from "../personal-kit.ts";
import { byId, type Declarations, deleteWhere, forgetActor, none } from "../personal-kit.ts";

/** The registrations whose attendee lines name the person. */
const registrationsOf = (p: DataSubject) =>
  sql`select registration_id from registration_attendees where contact_id = ${p.id} or lower(email) = ${p.email}`;

/**
 * What registration, payment and the dinner hold of people (decision 0020). The invoice (a
 * company's registration and its payments) is kept as the law requires; its attendee lines are
 * pseudonymised: "Former attendee", without function, e-mail or phone.
 */
export const registrationPersonalData: Declarations = {
  registrations: {
    columns: {
      ...none(
        "id",
        "edition_id",
        "company_id",
        "is_member",
        "status",
        "reviewed_at",
        "categories",
        "trading",
      ),
      ...none("subtotal_cents", "vat_cents", "total_cents", "vat_rate_bp", "created_at", "updated_at"),
      ...none("privacy_notice_version", "privacy_accepted_at"),
      reviewed_by: "subject",
      decline_reason: "mentions",
      utm_params: "mentions",
      ref_params: "mentions",
    },
    exportQuery: (p) => sql`select id, edition_id, company_id, is_member, status, total_cents, vat_cents,
        privacy_notice_version, privacy_accepted_at, created_at
      from registrations where id in (${registrationsOf(p)}) order by id`,
    erase: [forgetActor("registrations", "reviewed_by")],
    kept: "The invoice: the company's registration and its amounts, as the law requires.",
  },
  registration_attendees: {
    columns: {
      id: "none",
      registration_id: "none",
      contact_id: "subject",
      name: "personal",
      function: "personal",
      email: "personal",
      tel: "personal",
      tbd: "none",
    },
    exportWhere: (p) => sql`contact_id = ${p.id} or lower(email) = ${p.email}`,
    erase: [
      (
        p,
      ) => sql`update registration_attendees set name = ${FORMER_ATTENDEE}, function = '', email = '', tel = ''
        where contact_id = ${p.id} or lower(email) = ${p.email}`,
    ],
    kept: 'The invoice\'s attendee line, pseudonymised: "Former attendee".',
  },
  payments: {
    columns: none(
      "id",
      "registration_id",
      "provider",
      "provider_payment_id",
      "status",
      "amount_cents",
      "currency",
      "checkout_url",
      "return_key_hash",
      "created_at",
      "updated_at",
    ),
    exportQuery: (p) => sql`select id, registration_id, provider, status, amount_cents, currency, created_at
      from payments where registration_id in (${registrationsOf(p)}) order by id`,
    kept: "The payments of the invoice, as the law requires.",
  },
  simulated_payments: {
    columns: {
      ...none("id", "amount_cents", "redirect_url", "webhook_url", "status", "created_at", "updated_at"),
      // The simulated provider's side: the registration's id and the company, no person.
      description: "none",
      metadata: "none",
    },
  },
  dinner_registrations: {
    columns: {
      id: "none",
      edition_id: "none",
      contact_id: "subject",
      company_id: "none",
      day_number: "personal",
      status: "personal",
      created_at: "personal",
      reviewed_at: "personal",
      reviewed_by: "subject",
    },
    exportWhere: byId("contact_id"),
    erase: [
      deleteWhere("dinner_registrations", byId("contact_id")),
      forgetActor("dinner_registrations", "reviewed_by"),
    ],
  },
  dinner_days: { columns: none("edition_id", "day_number", "seats") },
};
