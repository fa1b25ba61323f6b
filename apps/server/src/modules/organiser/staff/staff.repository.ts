import type { UserRole } from "@ebm/shared/schemas/auth";
import { and, asc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { companies, contacts } from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

const columns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  companyName: companies.name,
  role: contacts.role,
};

/** How the staff list is ordered: organisers first, then the desk, each by name. */
const roleOrder = sql`case ${contacts.role} when 'organiser' then 0 when 'desk' then 1 else 2 end`;

/** The staff section's reads and its one write, the role of an account. */
export function staffRepository(db: DbExecutor) {
  return {
    /** Every account with a staff role (organiser or desk), organisers first. */
    staff() {
      return db
        .select(columns)
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(ne(contacts.role, "attendee"))
        .orderBy(roleOrder, asc(contacts.name), asc(contacts.id));
    },

    /** Up to 10 active accounts whose name or e-mail contains `q`. */
    candidates(q: string) {
      const like = containing(q);
      return db
        .select(columns)
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(and(eq(contacts.isActive, true), or(ilike(contacts.name, like), ilike(contacts.email, like))))
        .orderBy(asc(contacts.name), asc(contacts.id))
        .limit(10);
    },

    /**
     * Locks the organisers' rows and the account's own (in this order, the same in every change,
     * so two changes cannot wait on each other), and answers the account and how many organisers
     * there are. Call it in the transaction that changes the role.
     */
    async lockForChange(contactId: number) {
      const organisers = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.role, "organiser"))
        .orderBy(asc(contacts.id))
        .for("update");
      const [account] = await db
        .select({ ...columns, isActive: contacts.isActive })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(eq(contacts.id, contactId))
        .for("update", { of: contacts });
      return { account, organisers: organisers.length };
    },

    /** The id of the account with this e-mail address (stored in lower case), if any. */
    async idByEmail(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.email, email.trim().toLowerCase()))
        .limit(1);
      return row?.id;
    },

    async setRole(contactId: number, role: UserRole) {
      await db.update(contacts).set({ role, updatedAt: new Date() }).where(eq(contacts.id, contactId));
    },
  };
}
