import type { SchedulerActionResponse } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { refreshAfterChange } from "./refresh.ts";

interface AddColleagueVariables {
  meetingId: number;
  contactId: number;
  timeslotId: number;
}

/** POST /api/scheduler/meetings/{meetingId}/action/addcolleague: a colleague joins the meeting at its table. */
function addColleague(body: AddColleagueVariables): Promise<SchedulerActionResponse> {
  return apiPost<SchedulerActionResponse>(
    `/api/scheduler/meetings/${body.meetingId}/action/addcolleague`,
    body,
  );
}

/**
 * Adds a colleague to an accepted meeting, then refetches the user's meetings and timeslots.
 * @example const add = useAddColleague(user.id); add.mutate({ meetingId, contactId, timeslotId });
 */
export function useAddColleague(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addColleague,
    onSuccess: () => refreshAfterChange(queryClient, userId),
  });
}
