import type { NextMeetingResponse } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { homeKeys } from "./keys.ts";

/** POST /api/scheduler/nextMeeting: the signed-in user's next accepted meeting and who is in it. */
function getNextMeeting(): Promise<NextMeetingResponse> {
  return apiPost<NextMeetingResponse>("/api/scheduler/nextMeeting", {});
}

/** Refreshed every minute, so the card moves on when a meeting ends. */
export function useNextMeeting(userId: number) {
  return useQuery({
    queryKey: homeKeys.nextMeeting(userId),
    queryFn: getNextMeeting,
    refetchInterval: 60_000,
  });
}
