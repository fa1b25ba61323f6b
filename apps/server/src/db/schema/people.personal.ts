import { FORMER_ATTENDEE } from "@ebm/shared/privacy";
import { sql } from "drizzle-orm";
import { byId, type Declarations, deleteWhere, none } from "../personal-kit.ts";

const forgetAuthor = (table: string) => (p: { id: number }) =>
  sql`update ${sql.identifier(table)} set created_by_id = null, created_by_name = ${FORMER_ATTENDEE} where created_by_id = ${p.id}`;

/** What the organisers' imports and invitations hold of people (decision 0020). */
export const peoplePersonalData: Declarations = {
  people_imports: {
    columns: {
      ...none("id", "created_at", "state", "fingerprint", "summary", "total", "done"),
      ...none("apply_requested_at", "applied_at"),
      created_by_id: "subject",
      created_by_name: "personal",
      file_name: "mentions",
      // The file's rows as read: anybody's names, e-mails and phones.
      rows: "mentions",
      result: "mentions",
    },
    exportQuery: (p) =>
      sql`select id, file_name, created_at, applied_at from people_imports where created_by_id = ${p.id}`,
    erase: [forgetAuthor("people_imports")],
  },
  people_import_contacts: {
    columns: { import_id: "none", contact_id: "subject" },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("people_import_contacts", byId("contact_id"))],
  },
  people_invitations: {
    columns: {
      ...none("id", "created_at", "state", "recipient_count", "sent_at"),
      created_by_id: "subject",
      created_by_name: "personal",
    },
    exportWhere: byId("created_by_id"),
    erase: [forgetAuthor("people_invitations")],
  },
  people_invitation_recipients: {
    columns: { invitation_id: "none", contact_id: "subject", invited_at: "personal", skipped: "personal" },
    exportWhere: byId("contact_id"),
    erase: [deleteWhere("people_invitation_recipients", byId("contact_id"))],
  },
};
