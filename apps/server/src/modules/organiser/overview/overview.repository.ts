import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { dayOfSlot, holdsPlace, slotPlanned } from "../../../db/scheduling.ts";
import {
  contacts,
  editionContacts,
  leads,
  meetingParticipants,
  meetings,
  messages,
  registrations,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";

const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;

/** A request between two people, as the scheduler keeps it: not a block, not an added colleague. */
const isRequest = and(ne(meetings.fromId, meetings.toId), isNull(meetings.parentScheduleId));

/**
 * The overview's aggregate reads: each one query that counts in the database, over the whole
 * edition (no per-row work in JavaScript).
 */
export function overviewRepository(db: DbExecutor) {
  return {
    async registrationsByStatus(editionId: number) {
      return db
        .select({ status: registrations.status, count: int(sql`count(*)`) })
        .from(registrations)
        .where(eq(registrations.editionId, editionId))
        .groupBy(registrations.status);
    },

    /**
     * Attending people (active, not organiser staff), their companies, and their check-ins: all and
     * those stamped on `today` (YYYY-MM-DD) in the event's time zone.
     */
    async attendance(editionId: number, timeZone: string, today: string) {
      const [row] = await db
        .select({
          attendees: int(sql`count(*)`),
          companies: int(sql`count(distinct ${contacts.companyId})`),
          checkedIn: int(sql`count(${editionContacts.checkedInAt})`),
          checkedInToday: int(
            sql`count(*) filter (where (${editionContacts.checkedInAt} at time zone ${timeZone})::date = ${today}::date)`,
          ),
        })
        .from(editionContacts)
        .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
        .where(
          and(
            eq(editionContacts.editionId, editionId),
            eq(contacts.isActive, true),
            eq(contacts.role, "attendee"),
          ),
        );
      return row ?? { attendees: 0, companies: 0, checkedIn: 0, checkedInToday: 0 };
    },

    /** Meeting requests by what became of them (meetings.status, cancel_reason, outcome). */
    async meetingCounts(editionId: number) {
      const [row] = await db
        .select({
          requested: int(sql`count(*)`),
          pending: int(
            sql`count(*) filter (where ${meetings.status} = 0 and ${meetings.dtCancelled} is null)`,
          ),
          accepted: int(sql`count(*) filter (where ${meetings.status} = 1)`),
          declined: int(sql`count(*) filter (where ${meetings.cancelReason} = 'declined')`),
          cancelled: int(sql`count(*) filter (where ${meetings.cancelReason} = 'cancelled')`),
          expired: int(sql`count(*) filter (where ${meetings.cancelReason} = 'expired')`),
          held: int(sql`count(*) filter (where ${meetings.outcome} = 'held')`),
          noShow: int(sql`count(*) filter (where ${meetings.outcome} = 'noShow')`),
        })
        .from(meetings)
        .where(and(eq(meetings.editionId, editionId), isRequest));
      return row;
    },

    /**
     * Meetings by where they came from (meetings.source): how many, how many were accepted, and of
     * the accepted ones still standing whose slot ended before `now`, how many were held.
     */
    async meetingSources(editionId: number, now: Date) {
      const over = sql`${meetings.status} = 1 and ${meetings.dtCancelled} is null and ${timeslots.endsAtUtc} <= ${now}`;
      return db
        .select({
          source: meetings.source,
          requested: int(sql`count(*)`),
          accepted: int(sql`count(*) filter (where ${meetings.status} = 1)`),
          over: int(sql`count(*) filter (where ${over})`),
          held: int(sql`count(*) filter (where ${over} and ${meetings.outcome} = 'held')`),
        })
        .from(meetings)
        .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
        .where(and(eq(meetings.editionId, editionId), isRequest))
        .groupBy(meetings.source);
    },

    /** People's places in live accepted meetings (both sides and added colleagues). */
    async meetingPlaces(editionId: number): Promise<number> {
      const [row] = await db
        .select({ n: int(sql`count(*)`) })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(
          and(
            eq(meetings.editionId, editionId),
            eq(meetings.status, 1),
            isNull(meetings.dtCancelled),
            ne(meetings.fromId, meetings.toId),
          ),
        );
      return row?.n ?? 0;
    },

    /** Every meeting slot of the edition with its places in use, floor tables and lobby apart (decision 0010). */
    async slotUse(editionId: number) {
      return db
        .select({
          timeslotId: timeslots.id,
          day: timeslots.day,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          tables: timeslotMetadata.meetingTables,
          tablesMax: timeslotMetadata.meetingTablesMax,
          tablesUsed: int(
            sql`count(${meetings.id}) filter (where ${meetings.tableNumber} < coalesce(${timeslotMetadata.meetingTables}, 0))`,
          ),
          lobbyUsed: int(
            sql`count(${meetings.id}) filter (where ${meetings.tableNumber} >= coalesce(${timeslotMetadata.meetingTables}, 0))`,
          ),
        })
        .from(timeslots)
        .leftJoin(timeslotMetadata, dayOfSlot)
        .leftJoin(meetings, and(eq(meetings.timeslotId, timeslots.id), holdsPlace))
        .where(and(eq(timeslots.editionId, editionId), eq(timeslots.keynote, false), slotPlanned))
        .groupBy(timeslots.id, timeslotMetadata.meetingTables, timeslotMetadata.meetingTablesMax)
        .orderBy(asc(timeslots.startsAtUtc));
    },

    /** Chat messages sent and badges scanned as leads: the two counts in one round trip. */
    async activity() {
      const [row] = await db
        .select({
          messagesSent: int(sql`(select count(*) from ${messages})`),
          leadsScanned: int(sql`(select count(*) from ${leads})`),
        })
        .from(sql`(select 1) as one`);
      return row ?? { messagesSent: 0, leadsScanned: 0 };
    },
  };
}
