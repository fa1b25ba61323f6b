import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../../db/client.ts";
import { dayOfSlot, holdsPlace, slotPlanned } from "../../../db/scheduling.ts";
import {
  contacts,
  meetingParticipants,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";
import { isUniqueViolation } from "../../../plugins/error-handler.ts";
import { type MeetingRow, meetingColumns, type SlotRow, slotColumns } from "../scheduler.columns.ts";
import { conflict, REFUSAL } from "../scheduler.context.ts";

type MeetingChanges = PgUpdateSetSource<typeof meetings>;
export type NewMeeting = typeof meetings.$inferInsert;

/** How long a booking waits for a row another booking holds before it answers "try again". */
const LOCK_TIMEOUT = "2s";

/**
 * The writes of bookings, inside one transaction. Locks are always taken in one order, meeting
 * rows (a parent before its colleagues' meetings), then contacts by id, then the timeslot, so two
 * bookings never wait for each other in a circle. Rows are locked FOR NO KEY UPDATE: that keeps
 * other bookings out, but not inserts that only point at the row (a session, a chat message).
 */
export function meetingLocks(tx: Tx) {
  /**
   * Which of `contactIds` are busy in the slot, and how many of its places are taken, in one
   * query (read after the rows that guard them are locked).
   */
  async function slotFacts(timeslotId: number, contactIds: readonly number[]) {
    const busy = tx
      .select({ ids: sql`coalesce(array_agg(${meetingParticipants.contactId}), '{}')` })
      .from(meetingParticipants)
      .where(
        and(
          eq(meetingParticipants.timeslotId, timeslotId),
          inArray(meetingParticipants.contactId, [...contactIds]),
        ),
      );
    const taken = tx
      .select({ n: sql`count(*)::int` })
      .from(meetings)
      .where(and(eq(meetings.timeslotId, timeslotId), holdsPlace));
    const [row] = await tx
      .select({ busy: sql<number[]>`(${busy})`, taken: sql<number>`(${taken})` })
      .from(timeslots)
      .where(eq(timeslots.id, timeslotId));
    return { busy: (row?.busy ?? []).map(Number), taken: Number(row?.taken ?? 0) };
  }

  return {
    /** Makes every later lock of this transaction give up after LOCK_TIMEOUT (SQLSTATE 55P03). */
    async limitLockWaits() {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`));
    },

    /** Holds the people whose timeslots a booking fills, lowest id first. */
    async lockContacts(ids: readonly number[]) {
      const unique = [...new Set(ids)];
      await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(inArray(contacts.id, unique))
        .orderBy(asc(contacts.id))
        .for("no key update");
    },

    /**
     * Holds a slot's pool of places: "take" while a booking takes a place from it (one at a time),
     * "read" while a request only checks that places are left (requests read it side by side, but
     * not while a place is being taken). Answers the slot as it is now, with its day's places;
     * undefined when it is gone.
     */
    async lockSlot(timeslotId: number, mode: "take" | "read" = "take"): Promise<SlotRow | undefined> {
      // Read under the lock: a change of the meeting days (which holds every slot of the edition
      // while it writes) may have changed its places, made it a keynote or removed it meanwhile.
      const [row] = await tx
        .select(slotColumns)
        .from(timeslots)
        .leftJoin(timeslotMetadata, dayOfSlot)
        .where(and(eq(timeslots.id, timeslotId), slotPlanned))
        .for(mode === "take" ? "no key update" : "share", { of: timeslots });
      return row;
    },

    /** The meeting, held for this transaction; undefined when it does not exist. */
    async lockMeeting(id: number): Promise<MeetingRow | undefined> {
      const [row] = await tx
        .select(meetingColumns)
        .from(meetings)
        .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
        .leftJoin(timeslotMetadata, dayOfSlot)
        .where(eq(meetings.id, id))
        .for("no key update", { of: meetings });
      return row;
    },

    /** The live colleague meetings hanging off `parentId`, held for this transaction. */
    lockLiveChildren(parentId: number) {
      return tx
        .select({ id: meetings.id, fromId: meetings.fromId })
        .from(meetings)
        .where(and(eq(meetings.parentScheduleId, parentId), isNull(meetings.dtCancelled)))
        .orderBy(asc(meetings.id))
        .for("no key update");
    },

    slotFacts,

    /**
     * The requester's unanswered requests of the edition (live, pending, not a block, not a
     * colleague's): how many go to `toId`, and how many are for slots of `day`. Read after the
     * requester's row is locked, so that two requests of theirs cannot both pass a cap.
     */
    async pendingRequestsOf(fromId: number, toId: number, editionId: number, day: number) {
      const [row] = await tx
        .select({
          toTarget: sql<number>`count(*) filter (where ${meetings.toId} = ${toId})::int`,
          onDay: sql<number>`count(*) filter (where ${timeslots.day} = ${day})::int`,
        })
        .from(meetings)
        .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
        .where(
          and(
            eq(meetings.fromId, fromId),
            eq(meetings.editionId, editionId),
            eq(meetings.status, 0),
            isNull(meetings.dtCancelled),
            isNull(meetings.parentScheduleId),
            sql`${meetings.toId} <> ${meetings.fromId}`,
          ),
        );
      return { toTarget: Number(row?.toTarget ?? 0), onDay: Number(row?.onDay ?? 0) };
    },

    /** Which of `contactIds` are busy in the slot (read after their rows are locked). */
    async busyIn(timeslotId: number, contactIds: readonly number[]): Promise<number[]> {
      return (await slotFacts(timeslotId, contactIds)).busy;
    },

    /**
     * Stores a meeting and marks each of `people` busy in its slot, in one statement (a booking
     * holds its locks meanwhile); returns its id. A person busy already fails it on the unique index.
     */
    async insertMeeting(values: NewMeeting, people: readonly number[]): Promise<number> {
      const meeting = tx.insert(meetings).values(values).returning({ id: meetings.id });
      const ids = sql.join(
        people.map((id) => sql`${id}`),
        sql`, `,
      );
      const result = await tx.execute<{ id: number }>(
        sql`with m as (${meeting.getSQL()}) insert into ${meetingParticipants} (meeting_id, contact_id, timeslot_id)
          select m.id, p, ${values.timeslotId} from m, unnest(array[${ids}]::int[]) as p returning meeting_id as id`,
      );
      const [row] = (result as unknown as { rows: { id: number }[] }).rows;
      if (!row) throw new Error("the meeting was not stored");
      return Number(row.id);
    },

    /** Marks `people` busy in the slot through the meeting (a meeting moved to another slot). */
    async occupy(meetingId: number, people: readonly number[], timeslotId: number) {
      if (people.length === 0) return;
      await tx
        .insert(meetingParticipants)
        .values(people.map((contactId) => ({ meetingId, contactId, timeslotId })));
    },

    /** Changes meetings; every change grows their sequence, which calendars read. */
    async update(ids: readonly number[], set: MeetingChanges) {
      if (ids.length === 0) return;
      await tx
        .update(meetings)
        .set({ ...set, sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
        .where(inArray(meetings.id, [...ids]));
    },

    /** Frees everyone booked on the meetings (they are no longer busy in that slot). */
    async free(meetingIds: readonly number[]) {
      if (meetingIds.length === 0) return;
      await tx.delete(meetingParticipants).where(inArray(meetingParticipants.meetingId, [...meetingIds]));
    },

    /** Removes a block (its participant row goes with it). */
    async deleteBlock(contactId: number, timeslotId: number): Promise<number | undefined> {
      const [row] = await tx
        .delete(meetings)
        .where(
          and(
            eq(meetings.timeslotId, timeslotId),
            eq(meetings.fromId, contactId),
            eq(meetings.toId, contactId),
            isNull(meetings.dtCancelled),
          ),
        )
        .returning({ id: meetings.id });
      return row?.id;
    },
  };
}

export type MeetingLocks = ReturnType<typeof meetingLocks>;

/**
 * Runs a booking in one transaction whose lock waits end after a short timeout (answered as "try
 * again"). A person booked twice in a slot despite the locks is refused by the unique index, and
 * that, too, is answered as "not available".
 */
export async function withLocks<T>(db: Db, work: (tx: Tx, locks: MeetingLocks) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const locks = meetingLocks(tx);
      await locks.limitLockWaits();
      return work(tx, locks);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(REFUSAL.notAvailable);
    throw err;
  }
}
