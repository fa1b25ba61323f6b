import type { RegistrationsFilter } from "@ebm/shared/schemas/organiser-registrations";
import { and, asc, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import {
  companies,
  contacts,
  countries,
  payments,
  registrationAttendees,
  registrations,
} from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

export type RegistrationStatus = (typeof registrations.$inferSelect)["status"];

/** The state of a registration's newest payment, or null when it has none. */
const latestPaymentState = sql<string | null>`(
  select ${payments.status} from ${payments}
  where ${payments.registrationId} = ${registrations.id}
  order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`;

const attendeeCount = sql<number>`(
  select count(*)::int from ${registrationAttendees}
  where ${registrationAttendees.registrationId} = ${registrations.id})`;

/** The columns of a list line and of a CSV line. */
const rowColumns = {
  id: registrations.id,
  companyId: companies.id,
  companyName: companies.name,
  country: countries.name,
  isMember: registrations.isMember,
  status: registrations.status,
  attendees: attendeeCount,
  subtotalCents: registrations.subtotalCents,
  vatCents: registrations.vatCents,
  totalCents: registrations.totalCents,
  paymentState: latestPaymentState,
  createdAt: registrations.createdAt,
};

/** The conditions of the list's filters, for one edition. */
function conditionsOf(editionId: number, filter: RegistrationsFilter): SQL | undefined {
  const conditions: SQL[] = [eq(registrations.editionId, editionId)];
  if (filter.status) conditions.push(eq(registrations.status, filter.status));
  if (filter.member) conditions.push(eq(registrations.isMember, filter.member === "member"));
  const q = filter.q?.trim();
  if (q) {
    const like = containing(q);
    const matches: SQL[] = [
      ilike(companies.name, like),
      sql`exists (select 1 from ${registrationAttendees}
        where ${registrationAttendees.registrationId} = ${registrations.id}
          and (${registrationAttendees.name} ilike ${like} or ${registrationAttendees.email} ilike ${like}))`,
    ];
    // "123" or "#123" is a registration number.
    const number = /^#?(\d{1,9})$/.exec(q)?.[1];
    if (number) matches.push(eq(registrations.id, Number(number)));
    const match = or(...matches);
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

export type RegistrationListRow = Awaited<
  ReturnType<ReturnType<typeof registrationsRepository>["page"]>
>["items"][number];

/** SQL of the organisers' registrations section. Every method runs on the executor it was made with. */
export function registrationsRepository(db: DbExecutor) {
  const listed = () =>
    db
      .select(rowColumns)
      .from(registrations)
      .innerJoin(companies, eq(companies.id, registrations.companyId))
      .innerJoin(countries, eq(countries.id, companies.countryId));

  return {
    /** One page of an edition's registrations, newest first, with how many match in all. */
    async page(editionId: number, filter: RegistrationsFilter, opts: { limit: number; offset: number }) {
      const where = conditionsOf(editionId, filter);
      const [items, [total]] = await Promise.all([
        listed()
          .where(where)
          .orderBy(desc(registrations.createdAt), desc(registrations.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db
          .select({ n: count() })
          .from(registrations)
          .innerJoin(companies, eq(companies.id, registrations.companyId))
          .where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /** The next `limit` lines of the CSV after the registration `beforeId` (newest first, by id). */
    async csvBatch(editionId: number, filter: RegistrationsFilter, limit: number, beforeId?: number) {
      const where = conditionsOf(editionId, filter);
      return listed()
        .where(beforeId === undefined ? where : and(where, lt(registrations.id, beforeId)))
        .orderBy(desc(registrations.id))
        .limit(limit);
    },

    async registration(id: number) {
      const [row] = await db
        .select({
          id: registrations.id,
          editionId: registrations.editionId,
          status: registrations.status,
          isMember: registrations.isMember,
          createdAt: registrations.createdAt,
          subtotalCents: registrations.subtotalCents,
          vatRateBp: registrations.vatRateBp,
          vatCents: registrations.vatCents,
          totalCents: registrations.totalCents,
          reviewedAt: registrations.reviewedAt,
          reviewedBy: registrations.reviewedBy,
          reviewerName: contacts.name,
          declineReason: registrations.declineReason,
          company: {
            id: companies.id,
            name: companies.name,
            streetAddress: companies.streetAddress,
            city: companies.city,
            postalCode: companies.postalCode,
            country: countries.name,
            vat: companies.vat,
            website: companies.website,
            tel: companies.tel,
            tbsCompanyId: companies.tbsCompanyId,
          },
        })
        .from(registrations)
        .innerJoin(companies, eq(companies.id, registrations.companyId))
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .leftJoin(contacts, eq(contacts.id, registrations.reviewedBy))
        .where(eq(registrations.id, id))
        .limit(1);
      return row;
    },

    /** The registration's state and company name, its row locked until the transaction ends. */
    async lockRegistration(id: number) {
      const [row] = await db
        .select({ id: registrations.id, status: registrations.status, companyId: registrations.companyId })
        .from(registrations)
        .where(eq(registrations.id, id))
        .for("update");
      if (!row) return undefined;
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, row.companyId));
      return { ...row, companyName: company?.name ?? `#${row.companyId}` };
    },

    async attendees(registrationId: number) {
      return db
        .select()
        .from(registrationAttendees)
        .where(eq(registrationAttendees.registrationId, registrationId))
        .orderBy(asc(registrationAttendees.id));
    },

    async payments(registrationId: number) {
      return db
        .select({
          id: payments.id,
          provider: payments.provider,
          status: payments.status,
          amountCents: payments.amountCents,
          currency: payments.currency,
          createdAt: payments.createdAt,
          updatedAt: payments.updatedAt,
        })
        .from(payments)
        .where(eq(payments.registrationId, registrationId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /** Records the organisers' decision on a registration that waited for it. */
    async review(
      id: number,
      change: { status: "verified" | "declined"; reviewedBy: number; reason: string | null },
    ) {
      const [row] = await db
        .update(registrations)
        .set({
          status: change.status,
          reviewedAt: sql`now()`,
          reviewedBy: change.reviewedBy,
          declineReason: change.reason,
          updatedAt: sql`now()`,
        })
        .where(and(eq(registrations.id, id), inArray(registrations.status, ["awaiting_verification"])))
        .returning({ reviewedAt: registrations.reviewedAt });
      return row;
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof registrationsRepository>;
