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
      // A contact form's mail: "Name" <address> of the person who wrote.
      reply_to: "mentions",
      subject: "mentions",
      text: "mentions",
      html: "mentions",
      last_error: "mentions",
      sender_key: "subject",
      sender_label: "mentions",
    },
    // The mails to the person; of the mails they caused, when and what, never another's address.
    exportQuery: (p) => sql`select id, kind, case when lower("to") = ${p.email} then "to" end as "to",
        case when lower("to") = ${p.email} then subject end as subject,
        lower("to") = ${p.email} as to_you, status, created_at, sent_at
      from mail_outbox where lower("to") = ${p.email} or sender_key = ${senderKey(p.id)} order by id`,
    // The mails to the person and those they wrote through the contact form; the mails they caused
    // to others stay theirs, the person's name replaced.
    erase: [
      deleteWhere(
        "mail_outbox",
        (p) => sql`lower("to") = ${p.email} or strpos(lower(coalesce(reply_to, '')), ${p.email}) > 0`,
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
    // What was done about the person, in full; what they did as staff, without the others' data.
    exportQuery: (
      p,
    ) => sql`select id, actor_name, action, object_type, object_id, summary, before, after, created_at
      from audit_log where object_type in ('contact', 'checkin', 'privacy') and object_id = ${String(p.id)}
      union all
      select id, actor_name, action, object_type, object_id, null, null, null, created_at
      from audit_log where actor_id = ${p.id}
        and not (object_type in ('contact', 'checkin', 'privacy') and object_id = ${String(p.id)})
      order by id`,
    erase: [
      (p) =>
        sql`update audit_log set actor_id = null, actor_name = ${FORMER_ATTENDEE} where actor_id = ${p.id}`,
    ],
    kept: "The organisers' record of what was done, with the person's name, e-mail and phone replaced.",
  },
  jobs: {
    columns: {
      ...none("id", "name", "status", "attempts", "run_at", "locked_until", "locked_by"),
      ...none("created_at", "finished_at"),
      // A digest's key and payload name its recipient's address.
      key: "mentions",
      payload: "mentions",
      last_error: "mentions",
    },
    // The jobs for the person's address (a digest of mails to them) go with their mails.
    erase: [
      deleteWhere(
        "jobs",
        (p) => sql`strpos(lower(coalesce(key, '')), ${p.email}) > 0 or lower(payload->>'to') = ${p.email}`,
      ),
    ],
  },
  privacy_settings: {
    columns: {
      ...none("id", "retention_days", "notice_version", "updated_at"),
      // The organisers' own notice: never rewritten by an erasure.
      controller_name: "none",
      controller_address: "none",
      contact_email: "none",
      recipients: "none",
    },
  },
};
