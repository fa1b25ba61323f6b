import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { scheduleKeys } from "./keys.ts";

/** POST /api/organiser/schedule/meetings/{id}/lock: a draft meeting every re-run keeps, or not. */
function lockDraftMeeting({ id, locked }: { id: number; locked: boolean }): Promise<unknown> {
  return apiPost<unknown>(`/api/organiser/schedule/meetings/${id}/lock`, { locked });
}

/** @example const lock = useLockDraftMeeting(); lock.mutate({ id: 4, locked: true }); */
export function useLockDraftMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockDraftMeeting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.draft }),
  });
}
