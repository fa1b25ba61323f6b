import { eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  companies,
  companyCategories,
  contacts,
  countries,
  editionContacts,
  registrationAttendees,
  registrations,
} from "../../db/schema/index.ts";

export type NewCompany = typeof companies.$inferInsert;
export type NewContact = Omit<typeof contacts.$inferInsert, "companyId">;

/** The rows of the development tools' sample companies. */
export function devRepository(db: DbExecutor) {
  return {
    /** The id the next company gets, taken from its sequence, so names can carry it before the insert. */
    async nextCompanyId(): Promise<number> {
      const result = await db.execute(sql`select nextval(pg_get_serial_sequence('companies', 'id')) as id`);
      // Both drivers answer with `rows`; a bigint comes as a string.
      const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
      return Number(row?.id);
    },

    /**
     * The accounts behind e-mail addresses (stored lower-case), with what decides whether their
     * mailed secrets may be shown: whether they have a password, their role, their company's
     * marketplace id.
     */
    accountsByEmail(emails: readonly string[]) {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .select({
          email: contacts.email,
          hasPassword: sql<boolean>`${contacts.passwordHash} is not null`,
          role: contacts.role,
          tbsCompanyId: companies.tbsCompanyId,
        })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(inArray(contacts.email, [...emails]));
    },

    async countryByIso2(iso2: string) {
      const [row] = await db
        .select({
          id: countries.id,
          name: countries.name,
          vatRateBp: countries.vatRateBp,
          reverseCharge: countries.reverseCharge,
        })
        .from(countries)
        .where(eq(countries.iso2, iso2))
        .limit(1);
      return row;
    },

    /**
     * Writes the company with its main interests and contacts; with an `editionId` the contacts
     * attend that edition. Returns the company's id and the contacts' ids in the order given.
     */
    async insertCompany(
      company: NewCompany,
      categoryIds: readonly number[],
      people: readonly NewContact[],
      editionId: number | null,
    ): Promise<{ companyId: number; contactIds: number[] }> {
      const [saved] = await db.insert(companies).values(company).returning({ id: companies.id });
      if (!saved) throw new Error("the company was not stored");
      await db
        .insert(companyCategories)
        .values(categoryIds.map((categoryId) => ({ companyId: saved.id, categoryId })));
      if (people.length === 0) return { companyId: saved.id, contactIds: [] };
      const ids = await db
        .insert(contacts)
        .values(people.map((person) => ({ ...person, companyId: saved.id })))
        .returning({ id: contacts.id });
      if (editionId !== null) {
        await db.insert(editionContacts).values(ids.map(({ id }) => ({ editionId, contactId: id })));
      }
      return { companyId: saved.id, contactIds: ids.map(({ id }) => id) };
    },

    /** Writes a registration with its named attendees; returns its id. */
    async insertRegistration(
      values: typeof registrations.$inferInsert,
      attendees: readonly Omit<typeof registrationAttendees.$inferInsert, "registrationId">[],
    ): Promise<number> {
      const [row] = await db.insert(registrations).values(values).returning({ id: registrations.id });
      if (!row) throw new Error("the registration was not stored");
      await db.insert(registrationAttendees).values(attendees.map((a) => ({ registrationId: row.id, ...a })));
      return row.id;
    },
  };
}
