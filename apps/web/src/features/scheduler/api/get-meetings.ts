import type { MeetingsResponse } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { schedulerKeys } from "./keys.ts";

/**
 * GET /api/scheduler/meetings: the user's live meetings and blocks, the cancelled ones, the
 * colleagues named in them and the meeting day to open first. Each meeting carries the actions
 * the server allows the user now.
 */
function getMeetings(): Promise<MeetingsResponse> {
  return apiGet<MeetingsResponse>("/api/scheduler/meetings");
}

/**
 * How often the open scheduler asks again, so a request received or answered meanwhile shows (and
 * is announced) without a reload; a hidden tab does not ask.
 */
export const SCHEDULER_REFRESH_MS = 30_000;

/**
 * The user's meetings; refetched after every change the user makes, every SCHEDULER_REFRESH_MS
 * while the page is shown, and when the window comes back into view.
 * @example const meetings = useMeetings(user.id);
 */
export function useMeetings(userId: number) {
  return useQuery({
    queryKey: schedulerKeys.meetings(userId),
    queryFn: getMeetings,
    staleTime: 15_000,
    refetchInterval: SCHEDULER_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
