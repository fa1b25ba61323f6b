import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor, Tx } from "../../../db/client.ts";
import { holdsPlace } from "../../../db/scheduling.ts";
import {
  editions,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";
import { localDate } from "../../../lib/dates.ts";
import type { StoredDay, StoredMeeting, StoredSlot } from "./days.plan.ts";

/** The reads and writes of the meeting days' pattern. */
export function daysRepository(db: DbExecutor) {
  return {
    async edition(editionId: number | undefined) {
      const [row] = await db
        .select({
          id: editions.id,
          name: editions.name,
          timezone: editions.timezone,
          dateStart: editions.dateStart,
          dateEnd: editions.dateEnd,
          isCurrent: editions.isCurrent,
          dinnerSpotsPerDay: editions.dinnerSpotsPerDay,
        })
        .from(editions)
        .where(editionId === undefined ? eq(editions.isCurrent, true) : eq(editions.id, editionId));
      return row;
    },

    /** The current edition and those after it (by their number): the ones whose days one prepares. */
    async editableEditions() {
      const [current] = await db
        .select({ n: editions.edition })
        .from(editions)
        .where(eq(editions.isCurrent, true));
      return db
        .select({
          id: editions.id,
          name: editions.name,
          timezone: editions.timezone,
          dateStart: editions.dateStart,
          dateEnd: editions.dateEnd,
          isCurrent: editions.isCurrent,
        })
        .from(editions)
        .where(current ? sql`${editions.edition} >= ${current.n}` : undefined)
        .orderBy(asc(editions.edition));
    },

    async days(editionId: number, timeZone: string) {
      const rows = await db
        .select()
        .from(timeslotMetadata)
        .where(eq(timeslotMetadata.editionId, editionId))
        .orderBy(asc(timeslotMetadata.day));
      return rows.map((row) => ({
        day: row.day,
        date: localDate(row.dateStart, timeZone),
        meetingTables: row.meetingTables,
        meetingTablesMax: row.meetingTablesMax,
        pattern: row.pattern,
      }));
    },

    slots(editionId: number): Promise<StoredSlot[]> {
      return db
        .select({
          id: timeslots.id,
          day: timeslots.day,
          timeStart: timeslots.timeStart,
          timeEnd: timeslots.timeEnd,
          startsAtUtc: timeslots.startsAtUtc,
          endsAtUtc: timeslots.endsAtUtc,
          keynote: timeslots.keynote,
          retired: sql<boolean>`${timeslots.removedAt} IS NOT NULL`,
        })
        .from(timeslots)
        .where(eq(timeslots.editionId, editionId))
        .orderBy(asc(timeslots.startsAtUtc));
    },

    /** The live, top-level meetings and blocks of the edition (requested or accepted), with their live colleagues' meetings. */
    async meetings(editionId: number): Promise<StoredMeeting[]> {
      const rows = await db
        .select({
          id: meetings.id,
          timeslotId: meetings.timeslotId,
          fromId: meetings.fromId,
          toId: meetings.toId,
          status: meetings.status,
          table: meetings.tableNumber,
          parentId: meetings.parentScheduleId,
        })
        .from(meetings)
        .where(
          and(
            eq(meetings.editionId, editionId),
            isNull(meetings.dtCancelled),
            inArray(meetings.status, [0, 1]),
          ),
        )
        .orderBy(asc(meetings.id));
      const top = rows.filter((row) => row.parentId === null);
      return top.map(({ parentId: _parentId, ...row }) => ({
        ...row,
        children: rows
          .filter((child) => child.parentId === row.id)
          .map((child) => ({ id: child.id, fromId: child.fromId })),
      }));
    },

    /** Who is busy in each slot of the edition. */
    async busy(editionId: number) {
      const rows = await db
        .select({ contactId: meetingParticipants.contactId, timeslotId: meetingParticipants.timeslotId })
        .from(meetingParticipants)
        .innerJoin(timeslots, eq(timeslots.id, meetingParticipants.timeslotId))
        .where(eq(timeslots.editionId, editionId));
      const bySlot = new Map<number, Set<number>>();
      for (const row of rows) {
        const set = bySlot.get(row.timeslotId) ?? new Set<number>();
        set.add(row.contactId);
        bySlot.set(row.timeslotId, set);
      }
      return bySlot;
    },

    /** The places taken in each slot of the edition. */
    async tables(editionId: number) {
      const rows = await db
        .select({ timeslotId: meetings.timeslotId, table: meetings.tableNumber })
        .from(meetings)
        .where(and(eq(meetings.editionId, editionId), holdsPlace));
      const bySlot = new Map<number, number[]>();
      for (const row of rows)
        if (row.table !== null)
          bySlot.set(row.timeslotId, [...(bySlot.get(row.timeslotId) ?? []), row.table]);
      return bySlot;
    },

    /** Which of the slots have had meetings (any, even cancelled ones): they are kept for their history. */
    async withHistory(slotIds: readonly number[]): Promise<Set<number>> {
      if (slotIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: meetings.timeslotId })
        .from(meetings)
        .where(inArray(meetings.timeslotId, [...slotIds]));
      return new Set(rows.map((row) => row.id));
    },

    /** Everything a plan reads, in one go. */
    async stored(editionId: number, timeZone: string) {
      const [days, slots, live, busy, tables] = await Promise.all([
        this.days(editionId, timeZone),
        this.slots(editionId),
        this.meetings(editionId),
        this.busy(editionId),
        this.tables(editionId),
      ]);
      return { days: days satisfies StoredDay[], slots, meetings: live, busy, tables };
    },
  };
}

/** The locks of a change of the pattern: the meetings it moves, their people, then every slot and day of the edition. */
export function daysLocks(tx: Tx) {
  return {
    async lockMeetings(ids: readonly number[]) {
      if (ids.length === 0) return;
      await tx
        .select({ id: meetings.id })
        .from(meetings)
        .where(inArray(meetings.id, [...ids]))
        .orderBy(asc(meetings.id))
        .for("no key update");
    },

    /**
     * Holds every slot and day of the edition: a request or an accept (which lock their slot) and
     * any new meeting (whose row points at a slot) wait until the change is written.
     */
    async lockEdition(editionId: number) {
      await tx
        .select({ id: timeslots.id })
        .from(timeslots)
        .where(eq(timeslots.editionId, editionId))
        .orderBy(asc(timeslots.id))
        .for("update");
      await tx
        .select({ day: timeslotMetadata.day })
        .from(timeslotMetadata)
        .where(eq(timeslotMetadata.editionId, editionId))
        .orderBy(asc(timeslotMetadata.day))
        .for("update");
    },
  };
}
