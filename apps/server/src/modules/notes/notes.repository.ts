import { and, asc, count, eq, exists, gte, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor, Tx } from "../../db/client.ts";
import { contacts, meetingNotes, meetings } from "../../db/schema/index.ts";

/** How long adding a note waits for another add by the same person before it answers "try again". */
const LOCK_TIMEOUT = "3s";

export function notesRepository(db: DbExecutor) {
  return {
    /** The meeting a note is written on, and the top-level meeting of its table. */
    async meeting(id: number) {
      const [row] = await db
        .select({ id: meetings.id, parentScheduleId: meetings.parentScheduleId, status: meetings.status })
        .from(meetings)
        .where(eq(meetings.id, id))
        .limit(1);
      return row;
    },

    /**
     * Whether `contactId` sits at the table of the top-level meeting `rootId`: its sender or
     * recipient, or a colleague on one of its child meetings who was still on it (the child is
     * live, or was cancelled with the meeting itself, not before it). A block has no table.
     */
    async isAtTable(rootId: number, contactId: number): Promise<boolean> {
      const child = alias(meetings, "child");
      const [row] = await db
        .select({ id: meetings.id })
        .from(meetings)
        .where(
          and(
            eq(meetings.id, rootId),
            isNull(meetings.parentScheduleId),
            ne(meetings.fromId, meetings.toId),
            or(
              eq(meetings.fromId, contactId),
              eq(meetings.toId, contactId),
              exists(
                db
                  .select({ id: child.id })
                  .from(child)
                  .where(
                    and(
                      eq(child.parentScheduleId, meetings.id),
                      eq(child.fromId, contactId),
                      or(
                        isNull(child.dtCancelled),
                        and(isNotNull(meetings.dtCancelled), gte(child.dtCancelled, meetings.dtCancelled)),
                      ),
                    ),
                  ),
              ),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The notes of a meeting that `viewerId` may read, oldest first: shared ones and their own private ones. */
    notesFor(meetingId: number, viewerId: number) {
      return db
        .select({
          id: meetingNotes.id,
          message: meetingNotes.message,
          createdBy: meetingNotes.createdBy,
          isPrivate: meetingNotes.isPrivate,
          name: contacts.name,
          createdAt: meetingNotes.createdAt,
          meetingId: meetingNotes.meetingId,
        })
        .from(meetingNotes)
        .innerJoin(contacts, eq(contacts.id, meetingNotes.createdBy))
        .where(
          and(
            eq(meetingNotes.meetingId, meetingId),
            or(eq(meetingNotes.isPrivate, false), eq(meetingNotes.createdBy, viewerId)),
          ),
        )
        .orderBy(asc(meetingNotes.createdAt), asc(meetingNotes.id));
    },

    async insert(note: { meetingId: number; createdBy: number; message: string; isPrivate: boolean }) {
      const [row] = await db.insert(meetingNotes).values(note).returning();
      if (!row) throw new Error("the note was not stored");
      const [author] = await db
        .select({ name: contacts.name })
        .from(contacts)
        .where(eq(contacts.id, note.createdBy))
        .limit(1);
      return { ...row, name: author?.name ?? "" };
    },

    async note(id: number) {
      const [row] = await db
        .select({
          id: meetingNotes.id,
          meetingId: meetingNotes.meetingId,
          createdBy: meetingNotes.createdBy,
          isPrivate: meetingNotes.isPrivate,
        })
        .from(meetingNotes)
        .where(eq(meetingNotes.id, id))
        .limit(1);
      return row;
    },

    async delete(id: number) {
      await db.delete(meetingNotes).where(eq(meetingNotes.id, id));
    },
  };
}

/** The writes of adding a note, inside one transaction, with the lock that makes its count true. */
export function notesLocks(tx: Tx) {
  return {
    /**
     * Holds the author's row, so their adds take turns: each counts what the one before it stored.
     * FOR NO KEY UPDATE keeps out other adds by the author, not rows that only point at them.
     */
    async lockAuthor(contactId: number) {
      await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`));
      await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.id, contactId))
        .for("no key update");
    },

    /** The author's notes on a meeting, shared and private (read under the author's lock). */
    async countBy(meetingId: number, contactId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(meetingNotes)
        .where(and(eq(meetingNotes.meetingId, meetingId), eq(meetingNotes.createdBy, contactId)));
      return Number(row?.n ?? 0);
    },
  };
}
