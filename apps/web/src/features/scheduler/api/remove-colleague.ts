import type { SchedulerActionResponse } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./refresh.ts";

interface RemoveColleagueVariables {
  meetingId: number;
  contactId: number;
}

/** POST /api/scheduler/meetings/{meetingId}/action/removecolleague: the colleague leaves the meeting. */
function removeColleague(body: RemoveColleagueVariables): Promise<SchedulerActionResponse> {
  return apiPost<SchedulerActionResponse>(
    `/api/scheduler/meetings/${body.meetingId}/action/removecolleague`,
    body,
  );
}

/**
 * Takes a colleague off a meeting, then refetches the user's meetings and timeslots.
 * @example const remove = useRemoveColleague(user.id); remove.mutate({ meetingId, contactId });
 */
export function useRemoveColleague(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeColleague,
    onSuccess: () => refreshAfterChange(queryClient, userId),
  });
}
