import type { SchedulerActionResponse } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./refresh.ts";

/**
 * POST /api/scheduler/meetings/{meetingId}/action/cannotAttend: the user leaves a meeting a
 * colleague added them to.
 */
function cannotAttend(meetingId: number): Promise<SchedulerActionResponse> {
  return apiPost<SchedulerActionResponse>(`/api/scheduler/meetings/${meetingId}/action/cannotAttend`, {
    meetingId,
  });
}

/**
 * Leaves a colleague's meeting, then refetches the user's meetings and timeslots.
 * @example const leave = useCannotAttend(user.id); leave.mutate(meeting.id);
 */
export function useCannotAttend(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cannotAttend,
    onSuccess: () => refreshAfterChange(queryClient, userId),
  });
}
