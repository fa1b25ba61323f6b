import type { MeetingPlan } from "@ebm/shared/schemas/organiser-meetings";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { meetingsKeys } from "./keys.ts";

/** GET /api/organiser/meetings/plan?day=: every timeslot of the day with its tables and hotel lobby. */
async function getMeetingPlan(day: number): Promise<MeetingPlan> {
  const { payload } = await apiGet<{ payload: MeetingPlan }>(`/api/organiser/meetings/plan?day=${day}`);
  return payload;
}

/**
 * The table plan of a meeting day, read again every half minute while the page is open.
 * @example const plan = useMeetingPlan(1); plan.data?.slots
 */
export function useMeetingPlan(day: number) {
  return useQuery({
    queryKey: meetingsKeys.plan(day),
    queryFn: () => getMeetingPlan(day),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // Meetings are accepted all day: the floor staff's screen follows on its own.
    refetchInterval: 30_000,
  });
}
