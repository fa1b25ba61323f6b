import { sql } from "drizzle-orm";
import { byId, type Declarations, deleteWhere, none } from "../personal-kit.ts";

/**
 * What the scheduler's tables hold of people (decision 0020). The erasure first calls off the
 * person's meetings still to come (privacy.eraser.ts tells the other side); the meetings that were
 * stay in the other side's history, with a former attendee.
 */
export const schedulerPersonalData: Declarations = {
  meetings: {
    columns: {
      ...none("id", "edition_id", "timeslot_id", "status", "table_number", "parent_schedule_id"),
      ...none("created_at", "reminded_at", "dt_cancelled", "cancel_reason", "expires_at", "outcome"),
      ...none("sequence", "updated_at", "source"),
      from_id: "subject",
      to_id: "subject",
      attendees: "subject",
      cancelled_by: "subject",
      outcome_by: "subject",
      message: "mentions",
    },
    exportQuery: (p) => sql`select m.id, m.edition_id, ts.starts_at_utc as slot_starts_at_utc,
        ts.ends_at_utc as slot_ends_at_utc, m.from_id, f.name as from_name, m.to_id, t.name as to_name,
        m.attendees, m.status, m.table_number, m.message, m.source, m.created_at, m.dt_cancelled,
        m.cancel_reason, m.outcome
      from meetings m join timeslots ts on ts.id = m.timeslot_id
        join contacts f on f.id = m.from_id join contacts t on t.id = m.to_id
      where m.from_id = ${p.id} or m.to_id = ${p.id} or m.attendees @> ${JSON.stringify([p.id])}::jsonb
      order by ts.starts_at_utc, m.id`,
    erase: [
      deleteWhere("meetings", (p) => sql`from_id = ${p.id} and to_id = ${p.id}`),
      (p) => sql`update meetings set message = '' where from_id = ${p.id}`,
      (
        p,
      ) => sql`update meetings set attendees = coalesce((select jsonb_agg(v) from jsonb_array_elements(attendees) v
          where v <> ${p.id}::text::jsonb), '[]'::jsonb)
        where attendees @> ${JSON.stringify([p.id])}::jsonb`,
    ],
    kept: "The other side's meetings, with a former attendee and without the request's message.",
  },
  meeting_participants: {
    columns: { meeting_id: "none", contact_id: "subject", timeslot_id: "none" },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("meeting_participants", byId("contact_id"))],
  },
  meeting_notes: {
    columns: {
      id: "none",
      meeting_id: "none",
      created_by: "subject",
      message: "mentions",
      is_private: "personal",
      created_at: "personal",
    },
    // The person's own notes; another's notes are theirs.
    exportWhere: byId("created_by"),
    erase: [deleteWhere("meeting_notes", byId("created_by"))],
  },
  calendar_feeds: {
    columns: { contact_id: "subject", token_hash: "secret", created_at: "personal" },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("calendar_feeds", byId("contact_id"))],
  },
};
