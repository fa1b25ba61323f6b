import type { Colleague } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { schedulerKeys } from "./keys.ts";

/**
 * GET /api/scheduler/meetings/{id}/availablecolleague: colleagues of the user's company who attend,
 * are free in the meeting's slot and are not in the meeting yet.
 */
async function getAvailableColleagues(meetingId: number): Promise<Colleague[]> {
  const { colleagues } = await apiGet<{ colleagues: Colleague[] }>(
    `/api/scheduler/meetings/${meetingId}/availablecolleague`,
  );
  return colleagues;
}

/**
 * The colleagues who can join a meeting, asked on every opening of the dialog (a colleague may
 * have been booked meanwhile); nothing is asked while `meetingId` is null.
 * @example const colleagues = useAvailableColleagues(user.id, dialogMeetingId);
 */
export function useAvailableColleagues(userId: number, meetingId: number | null) {
  return useQuery({
    queryKey: schedulerKeys.availableColleagues(userId, meetingId ?? 0),
    queryFn: () => getAvailableColleagues(meetingId ?? 0),
    enabled: meetingId !== null,
    staleTime: 0,
  });
}
