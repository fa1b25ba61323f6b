import type { SchedulerActionResponse } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./refresh.ts";

/** POST /api/scheduler/blockTimeslot: nobody can ask the user for a meeting in the slot. */
function blockTimeslot(timeslotId: number): Promise<SchedulerActionResponse> {
  return apiPost<SchedulerActionResponse>("/api/scheduler/blockTimeslot", { timeslotId });
}

/**
 * Blocks a timeslot, then refetches the user's meetings and timeslots.
 * @example const block = useBlockTimeslot(user.id); block.mutate(slot.id);
 */
export function useBlockTimeslot(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockTimeslot,
    onSuccess: () => refreshAfterChange(queryClient, userId),
  });
}
