import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { meetingsKeys } from "../../meetings/api/keys.ts";
import { scheduleKeys } from "./keys.ts";

export type PublishAs = "accepted" | "requests";
/** The answer of schedulePublishResponseSchema: how many draft meetings are queued to publish. */
interface PublishResponse {
  status: number;
  queued: number;
}

/**
 * POST /api/organiser/schedule/publish: the draft's meetings become accepted meetings or requests
 * to accept, in batches by the job runner; both sides are told. The draft's `publishing` follows it.
 */
function publishSchedule(as: PublishAs): Promise<PublishResponse> {
  return apiPost<PublishResponse>("/api/organiser/schedule/publish", { as });
}

/** @example const publish = usePublishSchedule(); publish.mutate("accepted"); */
export function usePublishSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSchedule,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.draft }),
        queryClient.invalidateQueries({ queryKey: meetingsKeys.all }),
      ]),
  });
}
