import { DINNER_REVIEW_STATES } from "@ebm/shared/schemas/organiser-dinner";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/client.ts";
import { companies, contacts, dinnerRegistrations, timeslotMetadata } from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

const reviewer = alias(contacts, "reviewer");

/** dinner_registrations.status of an approved sign-up (DINNER_REVIEW_STATES). */
const STORED_APPROVED = DINNER_REVIEW_STATES.indexOf("approved");

const columns = {
  id: dinnerRegistrations.id,
  contactId: dinnerRegistrations.contactId,
  name: contacts.name,
  function: contacts.function,
  email: contacts.email,
  companyId: dinnerRegistrations.companyId,
  companyName: companies.name,
  dayNumber: dinnerRegistrations.dayNumber,
  status: dinnerRegistrations.status,
  createdAt: dinnerRegistrations.createdAt,
  reviewedAt: dinnerRegistrations.reviewedAt,
  reviewedBy: reviewer.name,
};

/** The console's reads of the Captain's Dinner sign-ups (the writes stay with the dinner module). */
export function dinnerConsoleRepository(db: DbExecutor) {
  const base = () =>
    db
      .select(columns)
      .from(dinnerRegistrations)
      .innerJoin(contacts, eq(contacts.id, dinnerRegistrations.contactId))
      .innerJoin(companies, eq(companies.id, dinnerRegistrations.companyId))
      .leftJoin(reviewer, eq(reviewer.id, dinnerRegistrations.reviewedBy));

  return {
    /** One page of the edition's sign-ups, oldest first (the order they came in). */
    async page(opts: {
      editionId: number;
      day?: number;
      status?: number;
      q?: string;
      limit: number;
      offset: number;
    }) {
      const conditions: SQL[] = [eq(dinnerRegistrations.editionId, opts.editionId)];
      if (opts.day !== undefined) conditions.push(eq(dinnerRegistrations.dayNumber, opts.day));
      if (opts.status !== undefined) conditions.push(eq(dinnerRegistrations.status, opts.status));
      if (opts.q) {
        const like = containing(opts.q);
        const match = or(
          ilike(contacts.name, like),
          ilike(companies.name, like),
          ilike(contacts.email, like),
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const [items, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(asc(dinnerRegistrations.createdAt), asc(dinnerRegistrations.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db
          .select({ n: count() })
          .from(dinnerRegistrations)
          .innerJoin(contacts, eq(contacts.id, dinnerRegistrations.contactId))
          .innerJoin(companies, eq(companies.id, dinnerRegistrations.companyId))
          .where(where),
      ]);
      return { items, total: Number(total?.n ?? 0) };
    },

    async one(id: number) {
      const [row] = await base().where(eq(dinnerRegistrations.id, id));
      return row;
    },

    /** The approved sign-ups of one dinner day, by company and name: the guest list. */
    async guests(editionId: number, dayNumber: number) {
      return base()
        .where(
          and(
            eq(dinnerRegistrations.editionId, editionId),
            eq(dinnerRegistrations.dayNumber, dayNumber),
            eq(dinnerRegistrations.status, STORED_APPROVED),
          ),
        )
        .orderBy(asc(companies.name), asc(contacts.name), asc(dinnerRegistrations.id));
    },

    /** The date (event time zone) of each meeting day, which the dinner days follow. */
    async dayDates(editionId: number, timeZone: string) {
      const rows = await db
        .select({
          day: timeslotMetadata.day,
          date: sql<string>`to_char(${timeslotMetadata.dateStart} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        })
        .from(timeslotMetadata)
        .where(eq(timeslotMetadata.editionId, editionId));
      return new Map(rows.map((row) => [row.day, row.date]));
    },
  };
}

export type DinnerConsoleRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof dinnerConsoleRepository>["one"]>>
>;
