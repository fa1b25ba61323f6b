import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { companies, contacts, editionContacts } from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

const columns = {
  contactId: contacts.id,
  name: contacts.name,
  function: contacts.function,
  email: contacts.email,
  companyName: companies.name,
  profilePic: sql<string>`coalesce(${contacts.profilePic}, '')`,
  checkedInAt: editionContacts.checkedInAt,
};

/** The check-in desk's reads: the edition's attendees and the check-ins by hour. */
export function checkinConsoleRepository(db: DbExecutor) {
  const attending = (editionId: number) =>
    and(eq(editionContacts.editionId, editionId), eq(contacts.isActive, true));

  return {
    /** One page of the edition's (active) attendees by name; `q` matches name, company or e-mail. */
    async page(opts: { editionId: number; q?: string; limit: number; offset: number }) {
      const conditions: (SQL | undefined)[] = [attending(opts.editionId)];
      if (opts.q) {
        const like = containing(opts.q);
        conditions.push(
          or(ilike(contacts.name, like), ilike(companies.name, like), ilike(contacts.email, like)),
        );
      }
      const where = and(...conditions);
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(editionContacts)
          .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
          .innerJoin(companies, eq(companies.id, contacts.companyId))
          .where(where)
          .orderBy(asc(contacts.name), asc(contacts.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db
          .select({ n: count() })
          .from(editionContacts)
          .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
          .innerJoin(companies, eq(companies.id, contacts.companyId))
          .where(where),
      ]);
      return { items, total: Number(total?.n ?? 0) };
    },

    /** One attendee of the edition as the desk shows them; undefined for anyone else. */
    async one(contactId: number, editionId: number) {
      const [row] = await db
        .select(columns)
        .from(editionContacts)
        .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(and(attending(editionId), eq(contacts.id, contactId)));
      return row;
    },

    /** Attendees, and how many of them are checked in. */
    async totals(editionId: number) {
      const [row] = await db
        .select({
          attendees: count(),
          checkedIn: sql<number>`count(${editionContacts.checkedInAt})::int`,
        })
        .from(editionContacts)
        .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
        .where(attending(editionId));
      return { attendees: Number(row?.attendees ?? 0), checkedIn: Number(row?.checkedIn ?? 0) };
    },

    /** Check-ins per local date and hour in the event's time zone. */
    async perHour(editionId: number, timeZone: string) {
      const local = sql`(${editionContacts.checkedInAt} at time zone ${timeZone})`;
      const date = sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
      const hour = sql<number>`extract(hour from ${local})::int`;
      const rows = await db
        .select({ date, hour, n: sql<number>`count(*)::int` })
        .from(editionContacts)
        .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
        .where(and(attending(editionId), isNotNull(editionContacts.checkedInAt)))
        // By position: the time zone is a parameter, and each mention of it would be another one.
        .groupBy(sql`1`, sql`2`);
      return rows.map((row) => ({ date: row.date, hour: Number(row.hour), n: Number(row.n) }));
    },
  };
}

export type CheckinConsoleRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof checkinConsoleRepository>["one"]>>
>;
