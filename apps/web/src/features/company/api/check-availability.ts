import type { CheckAvailabilityResponse } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { meetingRequestKeys } from "./keys.ts";

/** POST /api/scheduler/check-availability: the company's contacts who are busy in the timeslot. */
async function checkAvailability(companyId: number, timeslotId: number): Promise<number[]> {
  const { notAvailableContacts } = await apiPost<CheckAvailabilityResponse>(
    "/api/scheduler/check-availability",
    { timeslotId, companyId },
  );
  return notAvailableContacts;
}

/**
 * Which contacts of a company are busy in the selected timeslot, asked once per company page and
 * shared by all its contact cards. Idle without a user or a selected timeslot.
 * @example const { data: busy } = useMeetingAvailability(user?.id, company.id, selected?.id);
 */
export function useMeetingAvailability(
  userId: number | undefined,
  companyId: number,
  timeslotId: number | undefined,
) {
  return useQuery({
    queryKey: meetingRequestKeys.availability(userId ?? 0, companyId, timeslotId ?? 0),
    queryFn: () => checkAvailability(companyId, timeslotId ?? 0),
    enabled: userId !== undefined && timeslotId !== undefined,
    retry: false,
    staleTime: 0,
  });
}
