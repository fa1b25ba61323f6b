import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contacts } from "../../db/schema/index.ts";
import { auditRepository } from "./audit/audit.repository.ts";

export type StaffRole = "attendee" | "organiser";

/**
 * Makes an account organiser staff, or an attendee again. Staff are marked in the database (the
 * contact's role), never recognised by their e-mail address; the change is written to the audit log
 * as done from the command line. Returns undefined when no account has the address.
 */
export async function setStaffRole(db: Db, email: string, role: StaffRole, by = "npm run make-organiser") {
  return db.transaction(async (tx) => {
    const [contact] = await tx
      .select({ id: contacts.id, name: contacts.name, role: contacts.role })
      .from(contacts)
      .where(eq(contacts.email, email.trim().toLowerCase()))
      .for("update")
      .limit(1);
    if (!contact) return undefined;
    if (contact.role !== role) {
      await tx.update(contacts).set({ role }).where(eq(contacts.id, contact.id));
      await auditRepository(tx).insert({
        actorId: null,
        actorName: by,
        action: role === "organiser" ? "staff.grant" : "staff.revoke",
        objectType: "contact",
        objectId: String(contact.id),
        summary:
          role === "organiser"
            ? `Made ${contact.name} organiser staff`
            : `Made ${contact.name} an attendee again (no longer organiser staff)`,
        before: { role: contact.role },
        after: { role },
      });
    }
    return { id: contact.id, name: contact.name, role, changed: contact.role !== role };
  });
}
