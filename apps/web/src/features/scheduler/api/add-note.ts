import type { Note } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { schedulerKeys } from "./keys.ts";

interface AddNoteVariables {
  scheduleId: number;
  message: string;
  isPrivate: boolean;
}

/** POST /api/notes/ (201): a note on the meeting, by the signed-in user. */
async function addNote(body: AddNoteVariables): Promise<Note> {
  const { note } = await apiPost<{ note: Note }>("/api/notes/", body);
  return note;
}

/**
 * Adds a note to a meeting, then refetches the meeting's notes.
 * @example const add = useAddNote(user.id, meeting.id); add.mutate({ scheduleId: meeting.id, message, isPrivate });
 */
export function useAddNote(userId: number, meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulerKeys.notes(userId, meetingId) }),
  });
}
