import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { MEETING_STATUS, NOTES_PER_PERSON_PER_MEETING } from "@ebm/shared/scheduler";
import type { Note } from "@ebm/shared/schemas/scheduler";
import type { Db } from "../../db/client.ts";
import { AppError, assertOr, forbidden, notFound } from "../../lib/errors.ts";
import { notesLocks, notesRepository } from "./notes.repository.ts";

const NO_MEETING = "Meeting not found.";
const NO_NOTE = "Note not found.";

interface NoteRow {
  id: number;
  message: string;
  createdBy: number;
  isPrivate: boolean;
  name: string;
  createdAt: Date;
  meetingId: number;
}

const toNote = (row: NoteRow): Note => ({
  id: row.id,
  message: row.message,
  createdBy: row.createdBy,
  isPrivate: row.isPrivate,
  name: row.name,
  dateCreated: row.createdAt.toISOString(),
  scheduleId: row.meetingId,
});

/**
 * Notes on meetings (part 2 §3, §6). Everyone at a meeting's table shares its notes: the sender and
 * recipient of the top-level meeting and the colleagues on its child meetings. A note written on a
 * child meeting is kept on the top-level one. A private note reaches its author only; anyone who is
 * not at the table learns nothing, not even that the meeting exists.
 */
export function notesService(db: Db) {
  const repo = notesRepository(db);

  /**
   * The top-level meeting whose notes `contactId` may read and write through meeting `meetingId`,
   * or undefined when they are not at its table.
   */
  async function tableOf(meetingId: number, contactId: number): Promise<number | undefined> {
    const meeting = await repo.meeting(meetingId);
    if (!meeting) return undefined;
    const rootId = meeting.parentScheduleId ?? meeting.id;
    return (await repo.isAtTable(rootId, contactId)) ? rootId : undefined;
  }

  return {
    /** Shared notes of the meeting and the user's own private ones, oldest first. */
    async list(meetingId: number, contactId: number): Promise<Note[]> {
      const rootId = await tableOf(meetingId, contactId);
      assertOr(rootId, notFound(NO_MEETING));
      return (await repo.notesFor(rootId, contactId)).map(toNote);
    },

    /**
     * Adds a note by the signed-in user; whoever the body names as author is ignored. 409 when they
     * already keep the most notes one person may on the meeting: counted under a lock on the
     * author, so adds at the same moment cannot all see room for one more.
     */
    async add(
      contactId: number,
      body: { scheduleId: number; message: string; isPrivate: boolean },
    ): Promise<Note> {
      const rootId = await tableOf(body.scheduleId, contactId);
      assertOr(rootId, notFound(NO_MEETING));
      // Before an answer a shared note would reach the other side around the reach rule.
      if (!body.isPrivate)
        assertOr(
          (await repo.meeting(rootId))?.status === MEETING_STATUS.accepted,
          new AppError(409, SCHEDULER_MESSAGES.notes.sharedOnceAccepted, "isPrivate"),
        );
      const row = await db.transaction(async (tx) => {
        const locks = notesLocks(tx);
        await locks.lockAuthor(contactId);
        const held = await locks.countBy(rootId, contactId);
        assertOr(held < NOTES_PER_PERSON_PER_MEETING, new AppError(409, SCHEDULER_MESSAGES.notes.tooMany));
        return notesRepository(tx).insert({
          meetingId: rootId,
          createdBy: contactId,
          message: body.message,
          isPrivate: body.isPrivate,
        });
      });
      return toNote(row);
    },

    /**
     * Deletes a note of its author. Another person's shared note at the same table is refused
     * (403); a note the user cannot read (not at the table, or someone else's private note) is
     * not found.
     */
    async remove(noteId: number, contactId: number): Promise<void> {
      const note = await repo.note(noteId);
      assertOr(note, notFound(NO_NOTE));
      assertOr(await tableOf(note.meetingId, contactId), notFound(NO_NOTE));
      const own = note.createdBy === contactId;
      assertOr(own || !note.isPrivate, notFound(NO_NOTE));
      assertOr(own, forbidden("Only the author of a note may delete it."));
      await repo.delete(noteId);
    },
  };
}

export type NotesService = ReturnType<typeof notesService>;
