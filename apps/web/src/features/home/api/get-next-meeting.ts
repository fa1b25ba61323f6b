import type { NextMeetingResponse } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/scheduler/nextMeeting: the signed-in user's next accepted meeting and who is in it. */
export async function getNextMeeting(): Promise<NextMeetingResponse> {
  const { status, data } = await apiPost<NextMeetingResponse>("/api/scheduler/nextMeeting", {});
  if (status !== 200 || !data) {
    console.warn(`Could not load the next meeting (status ${status})`);
    throw new Error("Next meeting unavailable");
  }
  return data;
}

/** Refreshed every minute, so the card moves on when a meeting ends. */
export function useNextMeeting(userId: number) {
  return useQuery({
    queryKey: ["user", userId, "nextMeeting"],
    queryFn: getNextMeeting,
    refetchInterval: 60_000,
  });
}
