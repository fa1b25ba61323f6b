import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import { byId, type Declarations, deleteWhere, none } from "../personal-kit.ts";

/** The sender key of a person's mails (mail-bound.ts). */
const senderKey = (id: number) => `contact:${id}`;

/** What the system's tables hold of people (decision 0020). */
export const systemPersonalData: Declarations = {
  analytics_events: {
    columns: {
      id: "none",
      event: "none",
      page: "mentions",
      contact_id: "subject",
      data: "mentions",
      user_agent: "personal",
      created_at: "none",
    },
    exportWhere: byId("contact_id"),
    erase: [
      (p) => sql`update analytics_events set contact_id = null, user_agent = null where contact_id = ${p.id}`,
    ],
    kept: "Counted visits, without who made them.",
  },
  banner_clicks: {
    // `u:<contact id>` for a signed-in click; purged after the hour.
    columns: { banner_id: "none", visitor_key: "subject", hour_start_utc: "none" },
    exportWhere: (p) => sql`visitor_key = ${`u:${p.id}`}`,
    erase: [deleteWhere("banner_clicks", (p) => sql`visitor_key = ${`u:${p.id}`}`)],
  },
  mail_outbox: {
    columns: {
      ...none("id", "kind", "status", "attempts", "created_at", "sent_at"),
      to: "personal",
      reply_to: "personal",
      subject: "mentions",
      text: "mentions",
      html: "mentions",
      last_error: "mentions",
      sender_key: "subject",
      sender_label: "mentions",
    },
    exportQuery: (p) => sql`select id, kind, "to", subject, status, created_at, sent_at from mail_outbox
      where lower("to") = ${p.email} or sender_key = ${senderKey(p.id)} order by id`,
    // The mails to the person, and those they caused (a request, a message) that still wait.
    erase: [
      deleteWhere(
        "mail_outbox",
        (p) =>
          sql`lower("to") = ${p.email} or lower(reply_to) = ${p.email} or (sender_key = ${senderKey(p.id)} and status = 'pending')`,
      ),
      (p) => sql`update mail_outbox set sender_key = null where sender_key = ${senderKey(p.id)}`,
    ],
  },
  used_captchas: { columns: none("signature", "expires_at") },
  audit_log: {
    columns: {
      ...none("id", "action", "object_type", "object_id", "created_at"),
      actor_id: "subject",
      actor_name: "personal",
      summary: "mentions",
      before: "mentions",
      after: "mentions",
    },
    // What the person did as staff, and what was done about them.
    exportWhere: (p) =>
      sql`actor_id = ${p.id} or (object_type in ('contact', 'checkin', 'privacy') and object_id = ${String(p.id)})`,
    erase: [
      (p) =>
        sql`update audit_log set actor_id = null, actor_name = ${FORMER_ATTENDEE} where actor_id = ${p.id}`,
    ],
    kept: "The organisers' record of what was done, with the person's name, e-mail and phone replaced.",
  },
  jobs: {
    columns: {
      ...none("id", "name", "key", "status", "attempts", "run_at", "locked_until", "locked_by"),
      ...none("created_at", "finished_at"),
      payload: "mentions",
      last_error: "mentions",
    },
  },
  privacy_settings: {
    columns: {
      ...none("id", "retention_days", "notice_version", "updated_at"),
      controller_name: "mentions",
      controller_address: "mentions",
      contact_email: "mentions",
      recipients: "mentions",
    },
  },
};
