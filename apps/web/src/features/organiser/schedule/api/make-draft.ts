import type { ScheduleOptions, ScheduleResponse } from "@ebm/shared/schemas/matchmaking";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { scheduleKeys } from "./keys.ts";

/**
 * POST /api/organiser/schedule/draft: a new draft from the wish lists; locked and published
 * meetings are kept, the others move as little as they can.
 */
function makeDraft(options: ScheduleOptions): Promise<unknown> {
  return apiPost<ScheduleResponse>("/api/organiser/schedule/draft", options);
}

/** @example const draft = useMakeDraft(); draft.mutate({ capPerDay: 8, maxInARow: 4 }); */
export function useMakeDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.draft }),
  });
}
