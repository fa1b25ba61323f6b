import { and, asc, count, eq, gt, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { dayOfSlot, slotPlanned } from "../../db/scheduling.ts";
import {
  companies,
  contacts,
  editionContacts,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../db/schema/index.ts";
import {
  type MeetingRow,
  meetingColumns,
  type PersonLook,
  type SlotRow,
  slotColumns,
} from "./scheduler.columns.ts";
import { screenReads } from "./scheduler.screen-reads.ts";
import { slotsRepository } from "./slots/slots.repository.ts";

/** The scheduler's reads: slots (slots.repository.ts), meetings, who is busy, and the people on meeting cards. */
export function schedulerRepository(db: DbExecutor) {
  const selectMeetings = () =>
    db
      .select(meetingColumns)
      .from(meetings)
      .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
      .leftJoin(timeslotMetadata, dayOfSlot);

  /** Those of `contactIds` who are active and attend the edition, in one query. */
  const attendingContacts = (contactIds: readonly number[], editionId: number) =>
    db
      .select({
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        companyId: contacts.companyId,
        companyName: companies.name,
      })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .innerJoin(
        editionContacts,
        and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
      )
      .where(and(inArray(contacts.id, [...contactIds]), eq(contacts.isActive, true)));

  // The look before a request, prepared once per connection: under contention nearly every request
  // ends here (someone is already busy), and building and planning three queries showed as most of
  // the server's time in its profile.
  let requestLook: ReturnType<typeof prepareRequestLook> | undefined;
  const prepareRequestLook = () => {
    const slot = sql.placeholder("slot");
    const pair = (column: typeof contacts.id | typeof meetingParticipants.contactId) =>
      or(eq(column, sql.placeholder("from")), eq(column, sql.placeholder("to")));
    const people = db
      .select({
        people: sql<
          PersonLook[]
        >`coalesce(json_agg(json_build_object('id', ${contacts.id}, 'name', ${contacts.name},
          'email', ${contacts.email}, 'companyId', ${contacts.companyId}, 'companyName', ${companies.name})), '[]'::json)`,
      })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .innerJoin(
        editionContacts,
        and(
          eq(editionContacts.contactId, contacts.id),
          eq(editionContacts.editionId, sql.placeholder("edition")),
        ),
      )
      .where(and(pair(contacts.id), eq(contacts.isActive, true)));
    const busy = db
      .select({ ids: sql`coalesce(array_agg(${meetingParticipants.contactId}), '{}')` })
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.timeslotId, slot), pair(meetingParticipants.contactId)));
    return db
      .select({ ...slotColumns, people: sql<PersonLook[]>`(${people})`, busy: sql<number[]>`(${busy})` })
      .from(timeslots)
      .leftJoin(timeslotMetadata, dayOfSlot)
      .where(and(eq(timeslots.id, slot), eq(timeslots.editionId, sql.placeholder("edition")), slotPlanned))
      .prepare("scheduler_request_look");
  };

  return {
    ...slotsRepository(db),
    ...screenReads(db),

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
          fromId: meetings.fromId,
          toId: meetings.toId,
          timeslotId: timeslots.id,
          day: timeslots.day,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          endsAtUtc: timeslots.endsAtUtc,
          table: meetings.tableNumber,
          tables: timeslotMetadata.meetingTables,
        })
        .from(meetingParticipants)
        .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
        .innerJoin(timeslots, eq(timeslots.id, meetingParticipants.timeslotId))
        .leftJoin(timeslotMetadata, dayOfSlot)
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
          website: companies.website,
          email: contacts.email,
          profilePic: sql<string>`coalesce(${contacts.profilePic}, '')`,
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

    async meeting(id: number): Promise<MeetingRow | undefined> {
      const [row] = await selectMeetings().where(eq(meetings.id, id));
      return row;
    },

    /** The live colleague meeting of `contactId` hanging off `parentId`. */
    async liveChild(parentId: number, contactId: number) {
      const [row] = await db
        .select({ id: meetings.id })
        .from(meetings)
        .where(
          and(
            eq(meetings.parentScheduleId, parentId),
            eq(meetings.fromId, contactId),
            isNull(meetings.dtCancelled),
          ),
        );
      return row;
    },

    /** An active contact who attends the edition; undefined otherwise. */
    async attendingContact(contactId: number, editionId: number) {
      const [row] = await attendingContacts([contactId], editionId);
      return row;
    },

    attendingContacts,

    /**
     * What a request from `fromId` to `toId` in a slot needs to know before any lock, in one query:
     * the slot, which of the two attend the edition, and which of them are busy in the slot. Undefined
     * when the slot is not the edition's.
     */
    async requestLook(editionId: number, timeslotId: number, fromId: number, toId: number) {
      requestLook ??= prepareRequestLook();
      const [row] = await requestLook.execute({
        edition: editionId,
        slot: timeslotId,
        from: fromId,
        to: toId,
      });
      if (!row) return undefined;
      const { people, busy, ...slot } = row;
      return { slot: slot as SlotRow, people, busy: busy.map(Number) };
    },

    /** Which of `contactIds` are busy (in a meeting or a block) in the slot. */
    async busyIn(timeslotId: number, contactIds: readonly number[]): Promise<number[]> {
      if (contactIds.length === 0) return [];
      const rows = await db
        .select({ id: meetingParticipants.contactId })
        .from(meetingParticipants)
        .where(
          and(
            eq(meetingParticipants.timeslotId, timeslotId),
            inArray(meetingParticipants.contactId, [...contactIds]),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** The company's contacts who are busy in the slot (only those listed in the directory with `listedOnly`). */
    async companyBusyIn(
      timeslotId: number,
      companyId: number,
      opts: { listedOnly?: boolean } = {},
    ): Promise<number[]> {
      const rows = await db
        .select({ id: meetingParticipants.contactId })
        .from(meetingParticipants)
        .innerJoin(contacts, eq(contacts.id, meetingParticipants.contactId))
        .where(
          and(
            eq(meetingParticipants.timeslotId, timeslotId),
            eq(contacts.companyId, companyId),
            opts.listedOnly ? eq(contacts.listed, true) : undefined,
          ),
        )
        .orderBy(asc(meetingParticipants.contactId));
      return rows.map((row) => row.id);
    },

    /** The slots of the edition in which any of `contactIds` is busy. */
    async busySlots(editionId: number, contactIds: readonly number[]): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: meetingParticipants.timeslotId })
        .from(meetingParticipants)
        .innerJoin(timeslots, eq(timeslots.id, meetingParticipants.timeslotId))
        .where(
          and(eq(timeslots.editionId, editionId), inArray(meetingParticipants.contactId, [...contactIds])),
        )
        .orderBy(asc(meetingParticipants.timeslotId));
      return rows.map((row) => row.id);
    },

    /** Requests of the edition waiting for `contactId`'s answer. */
    async pendingFor(contactId: number, editionId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(meetings)
        .where(
          and(
            eq(meetings.editionId, editionId),
            eq(meetings.toId, contactId),
            ne(meetings.fromId, contactId),
            eq(meetings.status, 0),
            isNull(meetings.parentScheduleId),
            isNull(meetings.dtCancelled),
          ),
        );
      return row?.n ?? 0;
    },

    /** Attending, active contacts of the company, other than `exclude`, who are free in the slot. */
    freeColleagues(companyId: number, editionId: number, timeslotId: number, exclude: readonly number[]) {
      const busy = db
        .select({ id: meetingParticipants.contactId })
        .from(meetingParticipants)
        .where(eq(meetingParticipants.timeslotId, timeslotId));
      return db
        .select({
          id: contacts.id,
          name: contacts.name,
          email: contacts.email,
          function: contacts.function,
          profilePic: sql<string>`coalesce(${contacts.profilePic}, '')`,
          companyId: contacts.companyId,
        })
        .from(contacts)
        .innerJoin(
          editionContacts,
          and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
        )
        .where(
          and(
            eq(contacts.companyId, companyId),
            eq(contacts.isActive, true),
            exclude.length > 0 ? notInArray(contacts.id, [...exclude]) : undefined,
            notInArray(contacts.id, busy),
          ),
        )
        .orderBy(asc(contacts.position), asc(contacts.id));
    },

    /** Live meetings by id with their slots and places (the automatic schedule's mail). */
    meetingsWithSlots(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return selectMeetings().where(and(inArray(meetings.id, [...ids]), isNull(meetings.dtCancelled)));
    },
  };
}

export type SchedulerRepository = ReturnType<typeof schedulerRepository>;
