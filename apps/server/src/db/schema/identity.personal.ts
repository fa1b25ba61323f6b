import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import { byId, type Declarations, deleteWhere, none } from "../personal-kit.ts";

/** The address an erased contact keeps: unique, lower-case, and reaching nobody. */
export const erasedEmail = (contactId: number) => `erased-${contactId}@erased.invalid`;

/**
 * What the people's tables hold (decision 0020). A company's own details (name, address, VAT) are
 * the company's, not a person's. An erased contact's row stays, as "Former attendee" reaching
 * nobody, so the other side's meetings and chats still read.
 */
export const identityPersonalData: Declarations = {
  categories: { columns: none("id", "name") },
  companies: {
    columns: none(
      "id",
      "name",
      "username",
      "website",
      "tel",
      "street_address",
      "city",
      "postal_code",
      "country_id",
      "vat",
      "profile",
      "industry",
      "trading_type",
      "status",
      "tier",
      "tbs_company_id",
      "heard_through",
      "created_at",
      "updated_at",
    ),
  },
  company_categories: { columns: none("company_id", "category_id") },
  contacts: {
    columns: {
      id: "subject",
      company_id: "personal",
      name: "personal",
      email: "personal",
      function: "personal",
      tel: "personal",
      im_name: "personal",
      im_value: "personal",
      rfq_disabled: "personal",
      possible_matches_disabled: "personal",
      chat_mail: "personal",
      reminder_mail: "personal",
      profile_pic: "personal",
      profile_pic_large: "personal",
      password_hash: "secret",
      role: "personal",
      position: "personal",
      is_active: "personal",
      listed: "personal",
      contact_details: "personal",
      erased_at: "personal",
      created_at: "personal",
      updated_at: "personal",
    },
    exportWhere: byId("id"),
    erase: [
      (p, at) => sql`update contacts set name = ${FORMER_ATTENDEE}, email = ${erasedEmail(p.id)},
          function = '', tel = '', im_name = null, im_value = null, profile_pic = null,
          profile_pic_large = null, password_hash = null, role = 'attendee', is_active = false,
          listed = false, chat_mail = false, reminder_mail = false, possible_matches_disabled = true,
          rfq_disabled = true, erased_at = ${at}, updated_at = ${at}
        where id = ${p.id}`,
    ],
    kept: 'The row, as "Former attendee" of the company, so that the other side\'s meetings and chats still read.',
  },
  sessions: {
    columns: {
      id: "none",
      token_hash: "secret",
      contact_id: "subject",
      created_at: "personal",
      last_seen_at: "personal",
      expires_at: "personal",
      revoked_at: "personal",
      user_agent: "personal",
    },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("sessions", byId("contact_id"))],
  },
  password_reset_tokens: {
    columns: {
      id: "none",
      token_hash: "secret",
      contact_id: "subject",
      created_at: "personal",
      expires_at: "personal",
      used_at: "personal",
    },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("password_reset_tokens", byId("contact_id"))],
  },
  consents: {
    columns: {
      id: "none",
      contact_id: "subject",
      kind: "personal",
      value: "personal",
      notice_version: "personal",
      source: "personal",
      created_at: "personal",
    },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("consents", byId("contact_id"))],
  },
  edition_contacts: {
    columns: {
      edition_id: "none",
      contact_id: "subject",
      checked_in_at: "personal",
      checked_in_by: "subject",
    },
    // The person's attendance; of the people they checked in at the desk, when, not who.
    exportQuery: (p) => sql`select edition_id, contact_id, checked_in_at, checked_in_by from edition_contacts
      where contact_id = ${p.id}
      union all
      select edition_id, null, checked_in_at, checked_in_by from edition_contacts
      where checked_in_by = ${p.id} and contact_id <> ${p.id}`,
    erase: [
      (p) => sql`update edition_contacts set checked_in_by = null where checked_in_by = ${p.id}`,
      (p) => sql`update edition_contacts set checked_in_at = null where contact_id = ${p.id}`,
    ],
    kept: "That a former attendee of the company came to an edition (the edition's figures), without the check-in.",
  },
};
