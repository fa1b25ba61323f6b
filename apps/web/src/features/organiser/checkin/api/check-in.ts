import type { CheckinDeskResponse, CheckinUndoResponse } from "@ebm/shared/schemas/organiser-checkin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { checkinKeys } from "./keys.ts";

/**
 * POST /api/organiser/checkin/{contactId}: checks an attendee in (a second time changes nothing).
 * @example const checkIn = useCheckIn(); checkIn.mutate(attendee.contactId);
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) => apiPost<CheckinDeskResponse>(`/api/organiser/checkin/${contactId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}

/**
 * POST /api/organiser/checkin/{contactId}/undo: takes a check-in back.
 * @example const undo = useUndoCheckIn(); undo.mutate(attendee.contactId);
 */
export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: number) =>
      apiPost<CheckinUndoResponse>(`/api/organiser/checkin/${contactId}/undo`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
