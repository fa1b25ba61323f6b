import type { MoveMeetingResult } from "@ebm/shared/schemas/organiser-meetings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { meetingsKeys } from "./keys.ts";

interface MoveMeetingArgs {
  meetingId: number;
  tableNumber: number;
}

/** POST /api/organiser/meetings/{id}/table: the meeting moves to a free table of its slot. */
async function moveMeeting({ meetingId, tableNumber }: MoveMeetingArgs): Promise<MoveMeetingResult> {
  const { payload } = await apiPost<{ payload: MoveMeetingResult }>(
    `/api/organiser/meetings/${meetingId}/table`,
    { tableNumber },
  );
  return payload;
}

/**
 * Moves a meeting; the plan is read again afterwards, whether it moved or the table was taken.
 * @example const move = useMoveMeeting(); move.mutate({ meetingId: 12, tableNumber: 7 });
 */
export function useMoveMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMeeting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingsKeys.all }),
  });
}
