import { and, asc, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  categories,
  companies,
  companyCategories,
  contacts,
  countries,
  leads,
  meetings,
} from "../../db/schema/index.ts";

export type LeadRating = "hot" | "warm" | "cold";

/** A company's main-interest ids, lowest first. */
const categoryIds = sql<
  number[]
>`coalesce((select array_agg(${companyCategories.categoryId} order by ${companyCategories.categoryId})
  from ${companyCategories} where ${companyCategories.companyId} = ${companies.id}), '{}')`;

/** A company's main-interest names, comma-separated. */
const interestNames = sql<string>`coalesce((select string_agg(${categories.name}, ', ' order by ${categories.id})
  from ${companyCategories} inner join ${categories} on ${categories.id} = ${companyCategories.categoryId}
  where ${companyCategories.companyId} = ${companies.id}), '')`;

const leadColumns = {
  id: leads.id,
  ownerId: leads.ownerId,
  contactId: leads.contactId,
  clientId: leads.clientId,
  contactName: contacts.name,
  companyName: companies.name,
  country: countries.name,
  email: contacts.email,
  mobile: contacts.tel,
  tradingType: companies.tradingType,
  categoryIds,
  notes: leads.notes,
  rating: leads.rating,
  scannedAt: leads.scannedAt,
  createdAt: leads.createdAt,
};

/** Leads, always read and changed within one owner's own: every query names the owner. */
export function leadsRepository(db: DbExecutor) {
  const selectLeads = () =>
    db
      .select(leadColumns)
      .from(leads)
      .innerJoin(contacts, eq(contacts.id, leads.contactId))
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .innerJoin(countries, eq(countries.id, companies.countryId));

  return {
    /** The owner's leads, newest scan first. */
    list(ownerId: number) {
      return selectLeads().where(eq(leads.ownerId, ownerId)).orderBy(desc(leads.scannedAt), desc(leads.id));
    },

    async lead(ownerId: number, leadId: number) {
      const [row] = await selectLeads().where(and(eq(leads.ownerId, ownerId), eq(leads.id, leadId)));
      return row;
    },

    async leadByClientId(ownerId: number, clientId: string) {
      const [row] = await selectLeads().where(and(eq(leads.ownerId, ownerId), eq(leads.clientId, clientId)));
      return row;
    },

    /**
     * Stores a lead unless the owner has this person already or this clientId already (the two
     * unique indexes); returns its id, or undefined when nothing was stored.
     */
    async insert(values: {
      ownerId: number;
      contactId: number;
      notes: string;
      rating: LeadRating | null;
      scannedAt: Date;
      clientId: string | null;
    }): Promise<number | undefined> {
      const [row] = await db.insert(leads).values(values).onConflictDoNothing().returning({ id: leads.id });
      return row?.id;
    },

    /** Removes one of the owner's leads; the number removed (0 when it is not theirs). */
    async remove(ownerId: number, leadId: number): Promise<number> {
      const rows = await db
        .delete(leads)
        .where(and(eq(leads.ownerId, ownerId), eq(leads.id, leadId)))
        .returning({ id: leads.id });
      return rows.length;
    },

    async removeAll(ownerId: number): Promise<number> {
      const rows = await db.delete(leads).where(eq(leads.ownerId, ownerId)).returning({ id: leads.id });
      return rows.length;
    },

    /** The scanned person and their company as the scanner shows them (part 2 §3 Scanned contact). */
    async scannedPerson(contactId: number) {
      const [row] = await db
        .select({
          id: contacts.id,
          name: contacts.name,
          function: contacts.function,
          profilePicLarge: sql<string>`coalesce(${contacts.profilePicLarge}, ${contacts.profilePic}, '')`,
          tel: contacts.tel,
          email: contacts.email,
          companyName: companies.name,
          country: countries.name,
          tradingType: companies.tradingType,
          categoryIds,
        })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(contacts.id, contactId));
      return row;
    },

    /**
     * The other side of one of the user's accepted, live meetings of the edition (as either side;
     * not a block), or undefined.
     */
    async meetingPartner(meetingId: number, userId: number, editionId: number) {
      const [row] = await db
        .select({ fromId: meetings.fromId, toId: meetings.toId })
        .from(meetings)
        .where(
          and(
            eq(meetings.id, meetingId),
            eq(meetings.editionId, editionId),
            eq(meetings.status, 1),
            isNull(meetings.dtCancelled),
            ne(meetings.fromId, meetings.toId),
            or(eq(meetings.fromId, userId), eq(meetings.toId, userId)),
          ),
        );
      if (!row) return undefined;
      return row.fromId === userId ? row.toId : row.fromId;
    },

    /** One batch of the CSV: the owner's leads after the keyset (scan time, id), oldest scan first. */
    csvBatch(ownerId: number, limit: number, after?: { scannedAt: Date; id: number }) {
      const keyset = after
        ? sql`(${leads.scannedAt}, ${leads.id}) > (${after.scannedAt.toISOString()}::timestamptz, ${after.id})`
        : undefined;
      return db
        .select({
          id: leads.id,
          contactName: contacts.name,
          companyName: companies.name,
          country: countries.name,
          email: contacts.email,
          mobile: contacts.tel,
          interests: interestNames,
          tradingType: companies.tradingType,
          notes: leads.notes,
          rating: leads.rating,
          scannedAt: leads.scannedAt,
        })
        .from(leads)
        .innerJoin(contacts, eq(contacts.id, leads.contactId))
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(and(eq(leads.ownerId, ownerId), keyset))
        .orderBy(asc(leads.scannedAt), asc(leads.id))
        .limit(limit);
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
export type LeadRow = Awaited<ReturnType<LeadsRepository["list"]>>[number];
export type LeadCsvRow = Awaited<ReturnType<LeadsRepository["csvBatch"]>>[number];
