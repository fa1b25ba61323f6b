import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { dayOfSlot, holdsPlace } from "../../db/scheduling.ts";
import {
  companies,
  contacts,
  editionContacts,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../db/schema/index.ts";
import { type MeetingRow, meetingColumns } from "./scheduler.columns.ts";

/**
 * The reads behind the scheduler's two screens (the timeslots and the meetings), which every
 * attendee opens when the meetings begin: each is a named prepared statement, planned once per
 * database connection instead of on every call (planning these joins cost PostgreSQL more than
 * running them: about 1 ms against 0.1 ms, decision 0021). Built once per executor, on first use.
 */
export function screenReads(db: DbExecutor) {
  const contact = sql.placeholder("contact");
  const edition = sql.placeholder("edition");
  const selectMeetings = () =>
    db
      .select(meetingColumns)
      .from(meetings)
      .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
      .leftJoin(timeslotMetadata, dayOfSlot);

  const prepare = {
    live: () =>
      selectMeetings()
        .innerJoin(
          meetingParticipants,
          and(eq(meetingParticipants.meetingId, meetings.id), eq(meetingParticipants.contactId, contact)),
        )
        .where(and(eq(meetings.editionId, edition), isNull(meetings.dtCancelled)))
        .orderBy(asc(timeslots.startsAtUtc), asc(meetings.id))
        .prepare("scheduler_live_meetings_of"),
    ended: () =>
      selectMeetings()
        .where(
          and(
            eq(meetings.editionId, edition),
            isNotNull(meetings.dtCancelled),
            or(eq(meetings.fromId, contact), eq(meetings.toId, contact)),
          ),
        )
        .orderBy(desc(meetings.dtCancelled), desc(meetings.id))
        .prepare("scheduler_ended_meetings_of"),
    placesTaken: () =>
      db
        .select({ timeslotId: meetings.timeslotId, taken: count() })
        .from(meetings)
        .where(and(eq(meetings.editionId, edition), holdsPlace))
        .groupBy(meetings.timeslotId)
        .prepare("scheduler_places_taken"),
    companyCount: () =>
      db
        .select({ n: count() })
        .from(contacts)
        .innerJoin(
          editionContacts,
          and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, edition)),
        )
        .where(and(eq(contacts.companyId, sql.placeholder("company")), eq(contacts.isActive, true)))
        .prepare("scheduler_company_attendee_count"),
    people: () =>
      db
        .select({
          id: contacts.id,
          name: contacts.name,
          companyName: companies.name,
          companyId: companies.id,
          function: contacts.function,
          website: companies.website,
          email: contacts.email,
          tel: contacts.tel,
          isCheckedIn: sql<boolean>`${editionContacts.checkedInAt} IS NOT NULL`,
          profilePic: sql<string>`coalesce(${contacts.profilePic}, '')`,
          reminderMail: contacts.reminderMail,
        })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .leftJoin(
          editionContacts,
          and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, edition)),
        )
        .where(sql`${contacts.id} = any(${sql.placeholder("ids")}::int[])`)
        .orderBy(asc(contacts.id))
        .prepare("scheduler_people"),
  };
  type Prepared = { [K in keyof typeof prepare]?: ReturnType<(typeof prepare)[K]> };
  const made: Prepared = {};
  function query<K extends keyof typeof prepare>(key: K): ReturnType<(typeof prepare)[K]> {
    made[key] ??= prepare[key]() as Prepared[K];
    return made[key] as ReturnType<(typeof prepare)[K]>;
  }

  return {
    /** The live meetings and blocks `contactId` takes part in (as either side or as a colleague). */
    liveMeetingsOf(contactId: number, editionId: number): Promise<MeetingRow[]> {
      return query("live").execute({ contact: contactId, edition: editionId });
    },

    /** The ended meetings `contactId` was either side of, newest first. */
    cancelledMeetingsOf(contactId: number, editionId: number): Promise<MeetingRow[]> {
      return query("ended").execute({ contact: contactId, edition: editionId });
    },

    /** How many places each slot of the edition has given to meetings. */
    async placesTaken(editionId: number): Promise<Map<number, number>> {
      const rows = await query("placesTaken").execute({ edition: editionId });
      return new Map(rows.map((row) => [row.timeslotId, row.taken]));
    },

    /** The company's active contacts who attend the edition. */
    async companyAttendeeCount(companyId: number, editionId: number): Promise<number> {
      const [row] = await query("companyCount").execute({ company: companyId, edition: editionId });
      return row?.n ?? 0;
    },

    /**
     * People as meeting cards show them; checked in means at the edition's door. Unknown ids are
     * left out.
     */
    async people(ids: readonly number[], editionId: number) {
      if (ids.length === 0) return [];
      return query("people").execute({ ids: [...ids], edition: editionId });
    },
  };
}
