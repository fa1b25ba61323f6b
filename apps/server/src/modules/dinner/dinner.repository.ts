import { type AnyColumn, and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { DbExecutor, Tx } from "../../db/client.ts";
import {
  companies,
  contacts,
  dinnerDays,
  dinnerRegistrations,
  editionContacts,
  programDays,
  programItems,
  timeslotMetadata,
} from "../../db/schema/index.ts";

/** Stored sign-up states (dinner_registrations.status). */
export const STORED = { pending: 0, approved: 1, declined: 2 } as const;

/** Sign-ups that hold a place: waiting for review, or approved. */
const holdsPlace = inArray(dinnerRegistrations.status, [STORED.pending, STORED.approved]);

/** How long a sign-up waits for the company's or the day's row before it answers "try again". */
const LOCK_TIMEOUT = "3s";

/**
 * What decides a sign-up, as columns of one query: whether the contact has a sign-up of the edition,
 * the places their company holds (and how many of them are approved), and the places the day holds.
 */
function signUpCounts(
  contactId: AnyColumn | number,
  companyId: AnyColumn | number,
  editionId: number,
  dayNumber: number,
) {
  const r = dinnerRegistrations;
  const held = sql`${r.status} in (${STORED.pending}, ${STORED.approved})`;
  return {
    registered: sql<boolean>`exists (select 1 from ${r} where ${r.editionId} = ${editionId} and ${r.contactId} = ${contactId})`,
    companyHeld: sql<number>`(select count(*) from ${r} where ${r.editionId} = ${editionId} and ${r.companyId} = ${companyId} and ${held})::int`,
    companyApproved: sql<number>`(select count(*) from ${r} where ${r.editionId} = ${editionId} and ${r.companyId} = ${companyId} and ${r.status} = ${STORED.approved})::int`,
    dayHeld: sql<number>`(select count(*) from ${r} where ${r.editionId} = ${editionId} and ${r.dayNumber} = ${dayNumber} and ${held})::int`,
  };
}

/** The Captain's Dinner's reads. */
export function dinnerRepository(db: DbExecutor) {
  return {
    /**
     * A sign-up's look before any lock, in one query: the person (undefined when inactive or
     * unknown), whether they attend, and the counts of signUpCounts, with the day's own seats
     * (`isDay` false when it is no dinner day). Read without locks: a limit it finds reached only
     * refuses sooner what the locked count would refuse (a seat freed meanwhile is the same race as
     * a click a moment earlier).
     */
    async signUpLook(contactId: number, editionId: number, dayNumber: number) {
      const day = and(eq(dinnerDays.editionId, editionId), eq(dinnerDays.dayNumber, dayNumber));
      const [row] = await db
        .select({
          function: contacts.function,
          companyId: contacts.companyId,
          attends: sql<boolean>`${editionContacts.contactId} IS NOT NULL`,
          ...signUpCounts(contacts.id, contacts.companyId, editionId, dayNumber),
          isDay: sql<boolean>`exists (select 1 from ${dinnerDays} where ${day})`,
          daySeats: sql<number | null>`(select ${dinnerDays.seats} from ${dinnerDays} where ${day})`,
        })
        .from(contacts)
        .leftJoin(
          editionContacts,
          and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
        )
        .where(and(eq(contacts.id, contactId), eq(contacts.isActive, true)));
      return row;
    },

    /** The signed-in person as a sign-up needs them; `attends` says whether they attend the edition. */
    async person(contactId: number, editionId: number) {
      const [row] = await db
        .select({
          id: contacts.id,
          name: contacts.name,
          email: contacts.email,
          function: contacts.function,
          companyId: contacts.companyId,
          attends: sql<boolean>`${editionContacts.contactId} IS NOT NULL`,
        })
        .from(contacts)
        .leftJoin(
          editionContacts,
          and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
        )
        .where(and(eq(contacts.id, contactId), eq(contacts.isActive, true)));
      return row;
    },

    /**
     * The seats of each dinner day, counted once for every screen: the sign-ups by state, and the
     * seats taken (pending and approved: a waiting sign-up keeps its seat until it is declined).
     */
    async seatsPerDay(editionId: number) {
      const rows = await db
        .select({
          dayNumber: dinnerRegistrations.dayNumber,
          pending: sql<number>`count(*) filter (where ${dinnerRegistrations.status} = ${STORED.pending})::int`,
          approved: sql<number>`count(*) filter (where ${dinnerRegistrations.status} = ${STORED.approved})::int`,
          declined: sql<number>`count(*) filter (where ${dinnerRegistrations.status} = ${STORED.declined})::int`,
          taken: sql<number>`count(*) filter (where ${holdsPlace})::int`,
        })
        .from(dinnerRegistrations)
        .where(eq(dinnerRegistrations.editionId, editionId))
        .groupBy(dinnerRegistrations.dayNumber);
      return new Map(
        rows.map((row) => [
          row.dayNumber,
          {
            pending: Number(row.pending),
            approved: Number(row.approved),
            declined: Number(row.declined),
            taken: Number(row.taken),
          },
        ]),
      );
    },

    async registrationOf(contactId: number, editionId: number) {
      const [row] = await db
        .select({
          id: dinnerRegistrations.id,
          status: dinnerRegistrations.status,
          dayNumber: dinnerRegistrations.dayNumber,
        })
        .from(dinnerRegistrations)
        .where(
          and(eq(dinnerRegistrations.editionId, editionId), eq(dinnerRegistrations.contactId, contactId)),
        );
      return row;
    },

    /** The company's approved sign-ups, oldest first. */
    approvedOfCompany(companyId: number, editionId: number) {
      return db
        .select({ contactId: dinnerRegistrations.contactId })
        .from(dinnerRegistrations)
        .where(
          and(
            eq(dinnerRegistrations.editionId, editionId),
            eq(dinnerRegistrations.companyId, companyId),
            eq(dinnerRegistrations.status, STORED.approved),
          ),
        )
        .orderBy(asc(dinnerRegistrations.id));
    },

    /** Where a sign-up belongs (its company and day), read without a lock to know what to lock. */
    async placeOf(id: number) {
      const [row] = await db
        .select({
          companyId: dinnerRegistrations.companyId,
          editionId: dinnerRegistrations.editionId,
          dayNumber: dinnerRegistrations.dayNumber,
        })
        .from(dinnerRegistrations)
        .where(eq(dinnerRegistrations.id, id));
      return row;
    },

    /** The edition's dinner days and their own seats (null: the edition's seats per day), by day. */
    days(editionId: number) {
      return db
        .select({ dayNumber: dinnerDays.dayNumber, seats: dinnerDays.seats })
        .from(dinnerDays)
        .where(eq(dinnerDays.editionId, editionId))
        .orderBy(asc(dinnerDays.dayNumber));
    },

    /**
     * When each day's dinner is: the meeting day's date (in the event's time zone) and the times of
     * the program's Captain's Dinner entry on that date (the program numbers its days on its own,
     * from the first day of the event), by meeting day number.
     */
    async dayFacts(editionId: number, timeZone: string) {
      const [dates, times] = await Promise.all([
        db
          .select({
            day: timeslotMetadata.day,
            date: sql<string>`to_char(${timeslotMetadata.dateStart} at time zone ${timeZone}, 'YYYY-MM-DD')`,
          })
          .from(timeslotMetadata)
          .where(eq(timeslotMetadata.editionId, editionId)),
        db
          .select({
            date: sql<string>`to_char(${programDays.date}, 'YYYY-MM-DD')`,
            timeStart: programItems.timeStart,
            timeEnd: programItems.timeEnd,
          })
          .from(programItems)
          .innerJoin(programDays, eq(programDays.id, programItems.dayId))
          .where(
            and(
              eq(programDays.editionId, editionId),
              eq(programItems.isCaptainsLunch, true),
              ilike(programItems.title, "%dinner%"),
            ),
          )
          .orderBy(asc(programItems.sort)),
      ]);
      return new Map(
        dates.map((row) => {
          // The first captain's dinner of that date is the day's (the program lists it once a day).
          const entry = times.find((time) => time.date === row.date);
          return [
            row.day,
            { date: row.date, timeStart: entry?.timeStart ?? null, timeEnd: entry?.timeEnd ?? null },
          ];
        }),
      );
    },

    /** The date (in the event's time zone) of a meeting day, for the mails. */
    async dayDate(editionId: number, dayNumber: number, timeZone: string) {
      const [row] = await db
        .select({
          date: sql<string>`to_char(${timeslotMetadata.dateStart} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        })
        .from(timeslotMetadata)
        .where(and(eq(timeslotMetadata.editionId, editionId), eq(timeslotMetadata.day, dayNumber)));
      return row?.date;
    },
  };
}

/** The sign-up's writes, inside one transaction, with the locks that make its counts true. */
export function dinnerLocks(tx: Tx) {
  return {
    async limitLockWaits() {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`));
    },

    /**
     * Holds the company, then the day: always in this order, so two sign-ups never wait for each
     * other in a circle. Answers the day's row (its own seats), undefined when it is no dinner day. FOR NO KEY UPDATE keeps other sign-ups out but not rows that only point
     * at the company (a new contact, a session).
     */
    async lockCompanyThenDay(companyId: number, editionId: number, dayNumber: number) {
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for("no key update");
      const [day] = await tx
        .select({ seats: dinnerDays.seats })
        .from(dinnerDays)
        .where(and(eq(dinnerDays.editionId, editionId), eq(dinnerDays.dayNumber, dayNumber)))
        .for("no key update");
      return day;
    },

    /** signUpCounts under the company's and the day's locks, in one query. */
    async signUpCounts(contactId: number, companyId: number, editionId: number, dayNumber: number) {
      const [row] = await tx
        .select(signUpCounts(contactId, companyId, editionId, dayNumber))
        .from(sql`(select 1) as one`);
      if (!row) throw new Error("the sign-up's counts answered no row");
      return row;
    },

    /** A day's approved sign-ups (read under the day's lock: the limit an approval keeps). */
    async dayApproved(editionId: number, dayNumber: number) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(dinnerRegistrations)
        .where(
          and(
            eq(dinnerRegistrations.editionId, editionId),
            eq(dinnerRegistrations.dayNumber, dayNumber),
            eq(dinnerRegistrations.status, STORED.approved),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** The company's places held, and how many of them are approved (read under the company's lock). */
    async companyTaken(companyId: number, editionId: number) {
      const [row] = await tx
        .select({
          held: sql<number>`count(*)::int`,
          approved: sql<number>`count(*) filter (where ${dinnerRegistrations.status} = ${STORED.approved})::int`,
        })
        .from(dinnerRegistrations)
        .where(
          and(
            eq(dinnerRegistrations.editionId, editionId),
            eq(dinnerRegistrations.companyId, companyId),
            holdsPlace,
          ),
        );
      return { held: Number(row?.held ?? 0), approved: Number(row?.approved ?? 0) };
    },

    /** The day's places held (read under the day's lock). */
    async dayTaken(editionId: number, dayNumber: number) {
      const [row] = await tx
        .select({ held: sql<number>`count(*)::int` })
        .from(dinnerRegistrations)
        .where(
          and(
            eq(dinnerRegistrations.editionId, editionId),
            eq(dinnerRegistrations.dayNumber, dayNumber),
            holdsPlace,
          ),
        );
      return Number(row?.held ?? 0);
    },

    async insert(values: { editionId: number; contactId: number; companyId: number; dayNumber: number }) {
      await tx.insert(dinnerRegistrations).values({ ...values, status: STORED.pending });
    },

    /** A sign-up with its person, held for the review. */
    async registrationForReview(id: number) {
      const [row] = await tx
        .select({
          id: dinnerRegistrations.id,
          editionId: dinnerRegistrations.editionId,
          contactId: dinnerRegistrations.contactId,
          companyId: dinnerRegistrations.companyId,
          dayNumber: dinnerRegistrations.dayNumber,
          status: dinnerRegistrations.status,
          name: contacts.name,
          email: contacts.email,
        })
        .from(dinnerRegistrations)
        .innerJoin(contacts, eq(contacts.id, dinnerRegistrations.contactId))
        .where(eq(dinnerRegistrations.id, id))
        .for("update", { of: dinnerRegistrations });
      return row;
    },

    /** Back to waiting: no review, as when it was signed up. */
    async clearReview(id: number) {
      await tx
        .update(dinnerRegistrations)
        .set({ status: STORED.pending, reviewedBy: null, reviewedAt: null })
        .where(eq(dinnerRegistrations.id, id));
    },

    async setReview(id: number, status: number, reviewerId: number, at: Date) {
      await tx
        .update(dinnerRegistrations)
        .set({ status, reviewedBy: reviewerId, reviewedAt: at })
        .where(eq(dinnerRegistrations.id, id));
    },
  };
}
