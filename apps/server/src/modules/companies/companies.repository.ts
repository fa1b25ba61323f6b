import { and, asc, eq, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { companyAttends, contactAttends } from "../../db/attendance.ts";
import type { DbExecutor } from "../../db/client.ts";
import { categories, companies, companyCategories, contacts, countries } from "../../db/schema/index.ts";

const contactColumns = {
  id: contacts.id,
  companyId: contacts.companyId,
  name: contacts.name,
  email: contacts.email,
  tel: contacts.tel,
  function: contacts.function,
  imName: contacts.imName,
  imValue: contacts.imValue,
  rfqDisabled: contacts.rfqDisabled,
  possibleMatchesDisabled: contacts.possibleMatchesDisabled,
  contactDetails: contacts.contactDetails,
  profilePic: contacts.profilePic,
  profilePicLarge: contacts.profilePicLarge,
  position: contacts.position,
};

export type CompanyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof companiesRepository>["company"]>>>;
export type ContactRow = Awaited<
  ReturnType<ReturnType<typeof companiesRepository>["contactsOnPage"]>
>[number];

/**
 * Which contacts a company page lists (decision 0020): every active one to a viewer of the same
 * company (`own`), to anybody else only the active ones who attend the edition and are listed in
 * the directory, so someone not listed is shown to nobody else.
 */
function onPage(editionId: number | Placeholder, own: boolean | SQL): SQL | undefined {
  const toOthers = and(contactAttends(editionId), eq(contacts.listed, true));
  return and(
    eq(contacts.isActive, true),
    own === true ? undefined : own === false ? toOthers : or(own, toOthers),
  );
}

export function companiesRepository(db: DbExecutor) {
  /** Asked of every message and meeting request (the reach rule): built once. */
  const prepareContactOnPage = () => {
    const edition = sql.placeholder("editionId");
    const viewerCompany = sql.placeholder("viewerCompanyId");
    return db
      .select({
        ...contactColumns,
        companyStatus: companies.status,
        companyAttends: sql<boolean>`${companyAttends(edition)}`,
        viewerCompanyAttends: sql<boolean>`${companyAttends(edition, viewerCompany)}`,
      })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(
        and(
          eq(contacts.id, sql.placeholder("contactId")),
          onPage(edition, eq(contacts.companyId, viewerCompany)),
        ),
      )
      .limit(1)
      .prepare("companies_contact_on_page");
  };
  let contactOnPage: ReturnType<typeof prepareContactOnPage> | undefined;

  return {
    /** The company with its country's name and ISO code, and whether it attends the edition. */
    async company(id: number, editionId: number) {
      const [row] = await db
        .select({
          id: companies.id,
          name: companies.name,
          username: companies.username,
          website: companies.website,
          tel: companies.tel,
          streetAddress: companies.streetAddress,
          city: companies.city,
          postalCode: companies.postalCode,
          countryId: companies.countryId,
          country: countries.name,
          countryIso2: countries.iso2,
          vat: companies.vat,
          profile: companies.profile,
          industry: companies.industry,
          tradingType: companies.tradingType,
          status: companies.status,
          tier: companies.tier,
          attends: sql<boolean>`${companyAttends(editionId)}`,
        })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(companies.id, id))
        .limit(1);
      return row;
    },

    /** Whether the company attends the edition (the directory's rule; false for an unknown id). */
    async attends(companyId: number, editionId: number): Promise<boolean> {
      const [row] = await db
        .select({ attends: sql<boolean>`${companyAttends(editionId)}` })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.attends === true;
    },

    /** Main interests of the company, by id. */
    categoriesOf(companyId: number) {
      return db
        .select({ id: categories.id, name: categories.name })
        .from(companyCategories)
        .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
        .where(eq(companyCategories.companyId, companyId))
        .orderBy(asc(categories.id));
    },

    /** The contacts the company's page lists to a viewer of it (`own`: of the same company), by position. */
    contactsOnPage(companyId: number, editionId: number, own: boolean) {
      return db
        .select(contactColumns)
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), onPage(editionId, own)))
        .orderBy(asc(contacts.position), asc(contacts.id));
    },

    /**
     * The contact, when its company's page would list it to a user of `viewerCompanyId`, with what
     * decides whether that page is shown in full: the company's status and attendance, and the
     * viewer's company's attendance. One query for what the page itself reads in four
     * (companiesService `visibleContact`).
     */
    async contactOnPage(contactId: number, editionId: number, viewerCompanyId: number) {
      contactOnPage ??= prepareContactOnPage();
      const [row] = await contactOnPage.execute({ contactId, editionId, viewerCompanyId });
      return row;
    },

    async contact(id: number) {
      const [row] = await db
        .select({ ...contactColumns, isActive: contacts.isActive })
        .from(contacts)
        .where(eq(contacts.id, id))
        .limit(1);
      return row;
    },

    async updateCompany(
      id: number,
      fields: Partial<
        Pick<
          typeof companies.$inferInsert,
          "tel" | "streetAddress" | "city" | "postalCode" | "profile" | "website" | "tradingType"
        >
      >,
      at: Date,
    ) {
      await db
        .update(companies)
        .set({ ...fields, updatedAt: at })
        .where(eq(companies.id, id));
    },

    async replaceCategories(companyId: number, categoryIds: readonly number[]) {
      await db.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
      if (categoryIds.length > 0)
        await db
          .insert(companyCategories)
          .values(categoryIds.map((categoryId) => ({ companyId, categoryId })));
    },

    async updateContact(
      id: number,
      fields: Partial<
        Pick<
          typeof contacts.$inferInsert,
          "name" | "tel" | "function" | "imName" | "imValue" | "rfqDisabled" | "possibleMatchesDisabled"
        >
      >,
      at: Date,
    ) {
      // Never onto an erased person's row (a save that began before the erasure ended).
      await db
        .update(contacts)
        .set({ ...fields, updatedAt: at })
        .where(and(eq(contacts.id, id), isNull(contacts.erasedAt)));
    },

    /**
     * Sets both picture addresses of a contact and returns the ones they replace. The row is locked
     * first, so two uploads at once cannot both believe they replace the same old files.
     */
    async replacePictures(
      id: number,
      pictures: { profilePic: string | null; profilePicLarge: string | null },
      at: Date,
    ) {
      const [old] = await db
        .select({ profilePic: contacts.profilePic, profilePicLarge: contacts.profilePicLarge })
        .from(contacts)
        .where(eq(contacts.id, id))
        .for("update");
      await db
        .update(contacts)
        .set({ ...pictures, updatedAt: at })
        .where(and(eq(contacts.id, id), isNull(contacts.erasedAt)));
      return old;
    },
  };
}
