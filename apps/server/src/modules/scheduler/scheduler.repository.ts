import { and, asc, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  companies,
  contacts,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../db/schema/index.ts";

export function schedulerRepository(db: DbExecutor) {
  return {
    /**
     * The first accepted, live meeting of `contactId` in the edition whose timeslot ends after
     * `now`, with the floor's table limit of that day. Blocked slots (a meeting with oneself) are
     * not meetings.
     */
    async nextMeeting(contactId: number, editionId: number, now: Date) {
      const [row] = await db
        .select({
          id: meetings.id,
          parentScheduleId: meetings.parentScheduleId,
          timeslotId: timeslots.id,
          day: timeslots.day,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          endsAtUtc: timeslots.endsAtUtc,
          table: meetings.tableNumber,
          tablesMax: timeslotMetadata.meetingTablesMax,
        })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .innerJoin(timeslots, eq(timeslots.id, meetingParticipants.timeslotId))
        .leftJoin(
          timeslotMetadata,
          and(eq(timeslotMetadata.editionId, timeslots.editionId), eq(timeslotMetadata.day, timeslots.day)),
        )
        .where(
          and(
            eq(meetingParticipants.contactId, contactId),
            eq(meetings.editionId, editionId),
            eq(meetings.status, 1),
            isNull(meetings.dtCancelled),
            ne(meetings.fromId, meetings.toId),
            gt(timeslots.endsAtUtc, now),
          ),
        )
        .orderBy(asc(timeslots.startsAtUtc), asc(meetings.id))
        .limit(1);
      return row;
    },

    /**
     * The people in a meeting other than `contactId`, with their company: everyone booked on the
     * meeting `rootId` or on a colleague's meeting hanging off it.
     */
    otherParticipants(rootId: number, contactId: number) {
      return db
        .selectDistinct({
          id: contacts.id,
          name: contacts.name,
          function: contacts.function,
          companyId: companies.id,
          companyName: companies.name,
        })
        .from(meetingParticipants)
        .innerJoin(contacts, eq(contacts.id, meetingParticipants.contactId))
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .where(
          and(
            ne(meetingParticipants.contactId, contactId),
            isNull(meetings.dtCancelled),
            or(eq(meetings.id, rootId), eq(meetings.parentScheduleId, rootId)),
          ),
        )
        .orderBy(asc(contacts.id));
    },
  };
}
