import type { SchedulerActionResponse } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./refresh.ts";

/** POST /api/scheduler/unblockTimeslot: the user's block of the slot is removed. */
function unblockTimeslot(timeslotId: number): Promise<SchedulerActionResponse> {
  return apiPost<SchedulerActionResponse>("/api/scheduler/unblockTimeslot", { timeslotId });
}

/**
 * Makes a blocked timeslot available again, then refetches the user's meetings and timeslots.
 * @example const unblock = useUnblockTimeslot(user.id); unblock.mutate(slot.id);
 */
export function useUnblockTimeslot(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockTimeslot,
    onSuccess: () => refreshAfterChange(queryClient, userId),
  });
}
