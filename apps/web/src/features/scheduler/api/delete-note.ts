import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../lib/api-client.ts";
import { schedulerKeys } from "./keys.ts";

/** DELETE /api/notes/{id} (200): only the note's author may. */
async function deleteNote(noteId: number): Promise<void> {
  await apiDelete<unknown>(`/api/notes/${noteId}`);
}

/**
 * Deletes one of the user's notes, then refetches the meeting's notes.
 * @example const remove = useDeleteNote(user.id, meeting.id); remove.mutate(note.id);
 */
export function useDeleteNote(userId: number, meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulerKeys.notes(userId, meetingId) }),
  });
}
