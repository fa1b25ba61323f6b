import type { MeetingActionParam, SchedulerActionResponse } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./refresh.ts";

interface MeetingActionVariables {
  meetingId: number;
  action: MeetingActionParam;
}

/**
 * POST /api/scheduler/meetings/{id}/action/{action}: accept, decline, cancel, reminder, held or
 * noShow. The server allows only what the meeting's `actions` list; a refusal is an ApiError with
 * its reason (a 409 asks to try again).
 */
function actOnMeeting({ meetingId, action }: MeetingActionVariables): Promise<SchedulerActionResponse> {
  return apiPost<SchedulerActionResponse>(`/api/scheduler/meetings/${meetingId}/action/${action}`);
}

/**
 * Acts on a meeting, then refetches the user's meetings and timeslots.
 * @example const act = useMeetingAction(user.id); act.mutate({ meetingId: 7, action: "accept" });
 */
export function useMeetingAction(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnMeeting,
    onSuccess: () => refreshAfterChange(queryClient, userId),
  });
}
