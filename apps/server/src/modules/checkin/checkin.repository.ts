import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { companies, contacts, editionContacts } from "../../db/schema/index.ts";

/** The badges' reads and the check-in's one write. */
export function checkinRepository(db: DbExecutor) {
  return {
    /** An active person who attends the edition, as their badge page shows them; else undefined. */
    async attendee(contactId: number, editionId: number) {
      const [row] = await db
        .select({
          id: contacts.id,
          name: contacts.name,
          function: contacts.function,
          companyId: companies.id,
          companyName: companies.name,
          profilePic: sql<string>`coalesce(${contacts.profilePic}, '')`,
          checkedInAt: editionContacts.checkedInAt,
        })
        .from(editionContacts)
        .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(
          and(
            eq(editionContacts.editionId, editionId),
            eq(editionContacts.contactId, contactId),
            eq(contacts.isActive, true),
          ),
        );
      return row;
    },

    /**
     * Stamps the check-in unless one is there: one conditional update, so two desks scanning the
     * same badge at once check in once. Returns the stamp it wrote, or undefined when it wrote none.
     */
    async checkIn(contactId: number, editionId: number, staffId: number, at: Date) {
      const [row] = await db
        .update(editionContacts)
        .set({ checkedInAt: at, checkedInBy: staffId })
        .where(
          and(
            eq(editionContacts.editionId, editionId),
            eq(editionContacts.contactId, contactId),
            isNull(editionContacts.checkedInAt),
          ),
        )
        .returning({ checkedInAt: editionContacts.checkedInAt });
      return row?.checkedInAt ?? undefined;
    },

    /**
     * Takes a check-in back (a mistake at the desk): one conditional update. Returns the stamp it
     * removed, or undefined when the person was not checked in.
     */
    async undoCheckIn(contactId: number, editionId: number) {
      const [before] = await db
        .select({ checkedInAt: editionContacts.checkedInAt })
        .from(editionContacts)
        .where(and(eq(editionContacts.editionId, editionId), eq(editionContacts.contactId, contactId)))
        .for("update");
      if (!before?.checkedInAt) return undefined;
      await db
        .update(editionContacts)
        .set({ checkedInAt: null, checkedInBy: null })
        .where(and(eq(editionContacts.editionId, editionId), eq(editionContacts.contactId, contactId)));
      return before.checkedInAt;
    },
  };
}
