import { websiteOrNone } from "@ebm/shared/url";
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { contactAttends } from "../../db/attendance.ts";
import type { DbExecutor } from "../../db/client.ts";
import {
  companies,
  companyCategories,
  contacts,
  countries,
  editionContacts,
  mailOutbox,
  registrationAttendees,
  registrations,
} from "../../db/schema/index.ts";
import type { MemberCompany } from "../../plugins/membership.ts";

/**
 * Registrations that hold a company's place in an edition: paid or verified, or waiting for the
 * sales team's verification. One waiting for its payment does not: a member who left the checkout
 * registers again, and the unpaid one is cancelled (see `cancelUnpaid`).
 */
export const LIVE_REGISTRATION_STATUSES = ["paid", "awaiting_verification", "verified"] as const;

export type NewCompany = typeof companies.$inferInsert;
export type NewRegistration = typeof registrations.$inferInsert;
export type NewAttendee = typeof registrationAttendees.$inferInsert;

export function registerRepository(db: DbExecutor) {
  return {
    /** The local company of a marketplace member; `forUpdate` holds it until the transaction ends. */
    async findCompanyByTbsId(tbsCompanyId: number, opts: { forUpdate?: boolean } = {}) {
      const query = db
        .select({ id: companies.id, countryId: companies.countryId })
        .from(companies)
        .where(eq(companies.tbsCompanyId, tbsCompanyId))
        .limit(1);
      const [row] = await (opts.forUpdate ? query.for("update") : query);
      return row;
    },

    /**
     * Keeps the local copy of a member's company in step with the directory: created on the first
     * sign-in, its locked fields refreshed on each later one. Returns our company id.
     */
    async upsertMemberCompany(c: MemberCompany): Promise<number> {
      const locked = {
        name: c.name,
        streetAddress: c.streetAddress,
        city: c.city,
        postalCode: c.postalCode,
        countryId: c.countryId,
        // The directory's own data, still never stored as anything but an http(s) address or "-".
        website: websiteOrNone(c.website),
        tel: c.tel,
        vat: c.vat,
      };
      const [row] = await db
        .insert(companies)
        .values({
          ...locked,
          username: `tbs-${c.tbsCompanyId}`,
          profile: c.profile,
          tradingType: c.trading,
          tbsCompanyId: c.tbsCompanyId,
          status: 1,
        })
        .onConflictDoUpdate({ target: companies.tbsCompanyId, set: { ...locked, updatedAt: sql`now()` } })
        .returning({ id: companies.id });
      if (!row) throw new Error("member company upsert returned no row");
      return row.id;
    },

    /** Cancels the company's registrations for the edition that still wait for their payment. */
    async cancelUnpaid(companyId: number, editionId: number): Promise<number> {
      const rows = await db
        .update(registrations)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(
          and(
            eq(registrations.companyId, companyId),
            eq(registrations.editionId, editionId),
            eq(registrations.status, "pending_payment"),
          ),
        )
        .returning({ id: registrations.id });
      return rows.length;
    },

    /** Has the company a live registration for the edition, or people already attending it? */
    async isRegistered(companyId: number, editionId: number): Promise<boolean> {
      const [registration] = await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.companyId, companyId),
            eq(registrations.editionId, editionId),
            inArray(registrations.status, [...LIVE_REGISTRATION_STATUSES]),
          ),
        )
        .limit(1);
      if (registration) return true;
      const [attending] = await db
        .select({ contactId: editionContacts.contactId })
        .from(editionContacts)
        .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
        .where(and(eq(editionContacts.editionId, editionId), eq(contacts.companyId, companyId)))
        .limit(1);
      return attending !== undefined;
    },

    async countryVat(countryId: number) {
      const [row] = await db
        .select({ vatRateBp: countries.vatRateBp, reverseCharge: countries.reverseCharge })
        .from(countries)
        .where(eq(countries.id, countryId))
        .limit(1);
      return row;
    },

    /**
     * The contacts of a company other than `companyId` that hold one of these (lower-case) e-mails,
     * with whether they attend the edition.
     */
    async contactsOfOtherCompanies(emails: string[], companyId: number | null, editionId: number) {
      if (emails.length === 0) return [];
      return db
        .select({
          email: contacts.email,
          name: contacts.name,
          attends: sql<boolean>`${contactAttends(editionId)}`,
        })
        .from(contacts)
        .where(
          companyId === null
            ? inArray(contacts.email, emails)
            : and(inArray(contacts.email, emails), ne(contacts.companyId, companyId)),
        );
    },

    /** Which of these addresses got a mail of this kind in the last `hours` hours. */
    async mailedSince(kind: string, emails: string[], hours: number): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, kind),
            inArray(mailOutbox.to, emails),
            gt(mailOutbox.createdAt, sql`now() - ${hours} * interval '1 hour'`),
          ),
        );
      return new Set(rows.map((row) => row.to));
    },

    async createCompany(values: NewCompany): Promise<number> {
      const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
      if (!row) throw new Error("company insert returned no row");
      return row.id;
    },

    /** The parts of a member's company the member may change while registering. */
    async updateMemberDetails(
      companyId: number,
      values: { profile: string; heardThrough: string; tradingType: "used" | "new" },
    ) {
      await db
        .update(companies)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(companies.id, companyId));
    },

    async replaceCategories(companyId: number, categoryIds: number[]) {
      await db.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
      if (categoryIds.length > 0)
        await db
          .insert(companyCategories)
          .values(categoryIds.map((categoryId) => ({ companyId, categoryId })));
    },

    async createRegistration(values: NewRegistration): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(registrations)
        .values(values)
        .returning({ id: registrations.id, createdAt: registrations.createdAt });
      if (!row) throw new Error("registration insert returned no row");
      return row;
    },

    async insertAttendees(rows: NewAttendee[]) {
      await db.insert(registrationAttendees).values(rows);
    },

    /** The newest registration of an edition: company name, country name and time only. */
    async lastRegistered(editionId: number) {
      const [row] = await db
        .select({
          companyName: companies.name,
          country: countries.name,
          registeredAt: registrations.createdAt,
        })
        .from(registrations)
        .innerJoin(companies, eq(companies.id, registrations.companyId))
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(registrations.editionId, editionId))
        .orderBy(desc(registrations.createdAt), desc(registrations.id))
        .limit(1);
      return row;
    },
  };
}
