import { sql } from "drizzle-orm";
import { byId, type Declarations, deleteWhere, none } from "../personal-kit.ts";

/** What the matchmaking's tables hold of people (decision 0020). */
export const matchmakingPersonalData: Declarations = {
  company_trade: { columns: none("company_id", "looking_for", "offering", "updated_at") },
  wishes: {
    columns: {
      id: "none",
      edition_id: "none",
      contact_id: "subject",
      target_company_id: "none",
      target_contact_id: "subject",
      kind: "personal",
      created_at: "personal",
      updated_at: "personal",
    },
    // The person's own wishes; another's wish about them is never revealed (decision 0019).
    exportWhere: byId("contact_id"),
    erase: [
      deleteWhere("wishes", byId("contact_id")),
      (p) => sql`update wishes set target_contact_id = null where target_contact_id = ${p.id}`,
    ],
  },
  match_digests: {
    columns: { contact_id: "subject", edition_id: "none", company_id: "none", sent_at: "personal" },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("match_digests", byId("contact_id"))],
  },
  schedule_drafts: {
    columns: {
      ...none("id", "edition_id", "options", "figures", "created_at", "published_at", "publishing"),
      left_out: "mentions",
      created_by: "subject",
    },
    exportQuery: (p) =>
      sql`select id, edition_id, created_at, published_at from schedule_drafts where created_by = ${p.id}`,
    erase: [(p) => sql`update schedule_drafts set created_by = null where created_by = ${p.id}`],
  },
  schedule_draft_meetings: {
    columns: {
      ...none("id", "draft_id", "edition_id", "timeslot_id", "table_number", "kind", "value"),
      ...none("locked", "removed", "meeting_id", "published_at", "skipped"),
      from_id: "subject",
      to_id: "subject",
    },
    // Only what was published (the meeting exists): a proposal alone, or its kind, would tell a
    // one-sided wish of the other side (decision 0019).
    exportQuery: (
      p,
    ) => sql`select id, draft_id, timeslot_id, from_id, to_id, table_number, meeting_id, published_at
      from schedule_draft_meetings where (from_id = ${p.id} or to_id = ${p.id}) and meeting_id is not null`,
    erase: [deleteWhere("schedule_draft_meetings", (p) => sql`from_id = ${p.id} or to_id = ${p.id}`)],
  },
};
