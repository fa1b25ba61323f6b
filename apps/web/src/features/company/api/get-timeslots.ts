import type { TimeslotsResponse } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { meetingRequestKeys } from "./keys.ts";

/** GET /api/scheduler/timeslots: both meeting days' slots with their state for the user, and each day's facts. */
function getTimeslots(): Promise<TimeslotsResponse> {
  return apiGet<TimeslotsResponse>("/api/scheduler/timeslots");
}

/**
 * The timeslots the picker offers, loaded when it opens and asked again on every opening (a slot
 * may have filled up meanwhile).
 * @example const timeslots = useTimeslots(user.id, opened);
 */
export function useTimeslots(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: meetingRequestKeys.timeslots(userId),
    queryFn: getTimeslots,
    enabled,
    staleTime: 0,
  });
}
