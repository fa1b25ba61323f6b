import { and, asc, eq, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/client.ts";
import {
  calendarFeeds,
  companies,
  contacts,
  editions,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";

/**
 * The meetings a contact has in their calendar: top-level meetings they sent or received, and
 * the child meetings they were added to as a colleague. Blocks (a meeting with oneself) are not
 * meetings.
 */
const ownMeetings = (contactId: number): SQL =>
  and(
    ne(meetings.fromId, meetings.toId),
    or(
      and(
        isNull(meetings.parentScheduleId),
        or(eq(meetings.fromId, contactId), eq(meetings.toId, contactId)),
      ),
      and(isNotNull(meetings.parentScheduleId), eq(meetings.fromId, contactId)),
    ),
  ) as SQL;

export function calendarRepository(db: DbExecutor) {
  /** A meeting with all a calendar event says about it, seen by `contactId`. */
  function meetingsOf(contactId: number, where: SQL) {
    const other = alias(contacts, "other");
    const sender = alias(contacts, "sender");
    return db
      .select({
        id: meetings.id,
        status: meetings.status,
        message: meetings.message,
        table: meetings.tableNumber,
        dtCancelled: meetings.dtCancelled,
        sequence: meetings.sequence,
        createdAt: meetings.createdAt,
        updatedAt: meetings.updatedAt,
        startsAtUtc: timeslots.startsAtUtc,
        endsAtUtc: timeslots.endsAtUtc,
        tables: timeslotMetadata.meetingTables,
        otherName: other.name,
        otherCompany: companies.name,
        senderName: sender.name,
        timezone: editions.timezone,
        venue: editions.venue,
        venueAddress: editions.venueAddress,
      })
      .from(meetings)
      .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
      .innerJoin(editions, eq(editions.id, meetings.editionId))
      .leftJoin(
        timeslotMetadata,
        and(eq(timeslotMetadata.editionId, timeslots.editionId), eq(timeslotMetadata.day, timeslots.day)),
      )
      .innerJoin(
        other,
        eq(
          other.id,
          sql`case when ${meetings.fromId} = ${contactId} then ${meetings.toId} else ${meetings.fromId} end`,
        ),
      )
      .innerJoin(companies, eq(companies.id, other.companyId))
      .innerJoin(sender, eq(sender.id, meetings.fromId))
      .where(and(ownMeetings(contactId), where))
      .orderBy(asc(timeslots.startsAtUtc), asc(meetings.id));
  }

  return {
    /** The contact's meetings of an edition, live and ended, in time order. */
    meetingsInEdition: (contactId: number, editionId: number) =>
      meetingsOf(contactId, eq(meetings.editionId, editionId)),

    /** One meeting of the contact, or undefined when it is not theirs. */
    async meeting(contactId: number, meetingId: number) {
      const [row] = await meetingsOf(contactId, eq(meetings.id, meetingId)).limit(1);
      return row;
    },

    async feedOf(contactId: number) {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.contactId, contactId))
        .limit(1);
      return row;
    },

    /** Stores the hash of a contact's new feed secret, replacing (and so revoking) the old one. */
    async replaceFeed(contactId: number, tokenHash: string) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ contactId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.contactId, set: { tokenHash, createdAt: sql`now()` } })
        .returning({ createdAt: calendarFeeds.createdAt });
      if (!row) throw new Error("the calendar feed was not stored");
      return row;
    },

    async deleteFeed(contactId: number) {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.contactId, contactId));
    },

    /** The contact whose feed secret hashes to `tokenHash`. */
    async contactOfFeed(tokenHash: string) {
      const [row] = await db
        .select({ contactId: calendarFeeds.contactId })
        .from(calendarFeeds)
        .innerJoin(contacts, eq(contacts.id, calendarFeeds.contactId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(contacts.isActive, true)))
        .limit(1);
      return row?.contactId;
    },
  };
}
