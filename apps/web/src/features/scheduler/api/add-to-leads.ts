import { LEAD_NOTES_MAX_CHARS } from "@ebm/shared/leads";
import type { Note } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { leadsKey } from "../../../lib/api/keys.ts";
import { saveLead } from "../../../lib/api/save-lead.ts";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * The meeting's shared notes as the lead's notes, oldest first, each with its author: what both
 * sides wrote at the table goes with the lead. Private notes stay in the scheduler.
 */
export function sharedNotesText(notes: readonly Note[]): string {
  return notes
    .filter((note) => !note.isPrivate)
    .map((note) => `${note.name}: ${note.message.trim()}`)
    .join("\n")
    .slice(0, LEAD_NOTES_MAX_CHARS);
}

/** POST /api/companies/saveLead with the meeting: its other side becomes the user's lead. */
async function addToLeads(meetingId: number) {
  const { notes } = await apiGet<{ notes: Note[] }>(`/api/notes/${meetingId}`);
  return saveLead({ meetingId, notes: sharedNotesText(notes) });
}

/**
 * "Add to leads" of an accepted meeting's card.
 * @example const add = useAddToLeads(user.id); add.mutate(meeting.id);
 */
export function useAddToLeads(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToLeads,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey(userId) }),
  });
}
