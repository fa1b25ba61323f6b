import { sql } from "drizzle-orm";
import { byId, type Declarations, deleteWhere } from "../personal-kit.ts";

/** What the chat's and the badge scans' tables hold of people (decision 0020). */
export const chatPersonalData: Declarations = {
  conversations: {
    columns: {
      id: "none",
      contact_low_id: "subject",
      contact_high_id: "subject",
      created_at: "personal",
      last_message_at: "personal",
    },
    exportWhere: (p) => sql`contact_low_id = ${p.id} or contact_high_id = ${p.id}`,
    // The conversation stays for the other side, whose partner reads "Former attendee".
    erase: [],
    kept: "The other side's conversation, with a former attendee.",
  },
  conversation_members: {
    columns: {
      conversation_id: "none",
      contact_id: "subject",
      unread_count: "personal",
      last_read_at: "personal",
      unread_mailed_at: "personal",
      wrote_at: "personal",
    },
    exportWhere: byId("contact_id"),
    erase: [
      (p) =>
        sql`update conversation_members set unread_count = 0, last_read_at = null, unread_mailed_at = null where contact_id = ${p.id}`,
    ],
    kept: "Membership of the other side's conversation.",
  },
  messages: {
    columns: {
      id: "none",
      conversation_id: "none",
      sender_id: "subject",
      content: "mentions",
      created_at: "personal",
      read_at: "personal",
      client_id: "personal",
    },
    // Both sides of the person's conversations: what they wrote and what was written to them.
    exportQuery: (p) => sql`select m.id, m.conversation_id, m.sender_id, s.name as sender_name,
        m.content, m.created_at, m.read_at
      from messages m join contacts s on s.id = m.sender_id
      where m.conversation_id in (select conversation_id from conversation_members where contact_id = ${p.id})
      order by m.conversation_id, m.id`,
    erase: [(p) => sql`update messages set client_id = null where sender_id = ${p.id}`],
    kept: "Messages stay in the other side's conversation, from a former attendee, with the person's name, e-mail and phone replaced.",
  },
  user_events: {
    columns: { user_id: "subject", seq: "none", type: "none", payload: "mentions", created_at: "personal" },
    exportWhere: byId("user_id"),
    erase: [deleteWhere("user_events", byId("user_id"))],
  },
  user_event_counters: {
    columns: { user_id: "subject", seq: "none" },
    exportWhere: byId("user_id"),
    erase: [deleteWhere("user_event_counters", byId("user_id"))],
  },
  leads: {
    columns: {
      id: "none",
      owner_id: "subject",
      contact_id: "subject",
      notes: "mentions",
      rating: "personal",
      scanned_at: "personal",
      client_id: "personal",
      created_at: "personal",
    },
    // The leads the person scanned with their notes, and where they were scanned (who and when,
    // without the other's notes and rating).
    exportQuery: (
      p,
    ) => sql`select l.id, l.owner_id, o.name as scanned_by, l.contact_id, c.name as scanned_person,
        case when l.owner_id = ${p.id} then l.notes end as notes,
        case when l.owner_id = ${p.id} then l.rating end as rating,
        l.scanned_at, l.created_at
      from leads l join contacts o on o.id = l.owner_id join contacts c on c.id = l.contact_id
      where l.owner_id = ${p.id} or l.contact_id = ${p.id}
      order by l.id`,
    // The person's own scans go; another's scan of them stays theirs, with a former attendee.
    erase: [deleteWhere("leads", byId("owner_id"))],
    kept: "Another's scan of the person: theirs, naming a former attendee, the name replaced in its notes.",
  },
};
