import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/api-client.ts";
import { scheduleKeys } from "./keys.ts";

/** DELETE /api/organiser/schedule/meetings/{id}: a draft meeting goes; its wish is left out as removed. */
function removeDraftMeeting(id: number): Promise<unknown> {
  return apiDelete<unknown>(`/api/organiser/schedule/meetings/${id}`);
}

/** @example const remove = useRemoveDraftMeeting(); remove.mutate(4); */
export function useRemoveDraftMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDraftMeeting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.draft }),
  });
}
