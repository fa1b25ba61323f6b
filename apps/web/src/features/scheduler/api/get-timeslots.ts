import type { TimeslotsResponse } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { SCHEDULER_REFRESH_MS } from "./get-meetings.ts";
import { schedulerKeys } from "./keys.ts";

/** GET /api/scheduler/timeslots: both meeting days' slots with their state for the user, and each day's facts. */
function getTimeslots(): Promise<TimeslotsResponse> {
  return apiGet<TimeslotsResponse>("/api/scheduler/timeslots");
}

/**
 * The scheduler's timeslots; refetched after every change the user makes and, like the meetings
 * whose states they show, every SCHEDULER_REFRESH_MS while the page is shown.
 * @example const timeslots = useSchedulerTimeslots(user.id);
 */
export function useSchedulerTimeslots(userId: number) {
  return useQuery({
    queryKey: schedulerKeys.timeslots(userId),
    queryFn: getTimeslots,
    staleTime: 15_000,
    refetchInterval: SCHEDULER_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
