import type { Note } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { schedulerKeys } from "./keys.ts";

/**
 * GET /api/notes/{meetingId}: the meeting's notes, oldest first: the table's shared notes and the
 * user's own private ones.
 */
async function getNotes(meetingId: number): Promise<Note[]> {
  const { notes } = await apiGet<{ notes: Note[] }>(`/api/notes/${meetingId}`);
  return notes;
}

/**
 * The notes of one meeting; nothing is asked while `meetingId` is null (the dialog is closed).
 * @example const notes = useNotes(user.id, openMeetingId);
 */
export function useNotes(userId: number, meetingId: number | null) {
  return useQuery({
    queryKey: schedulerKeys.notes(userId, meetingId ?? 0),
    queryFn: () => getNotes(meetingId ?? 0),
    enabled: meetingId !== null,
    staleTime: 0,
  });
}
