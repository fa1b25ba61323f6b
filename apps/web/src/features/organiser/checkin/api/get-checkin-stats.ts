import type { CheckinStatsResponse } from "@ebm/shared/schemas/organiser-checkin";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { checkinKeys } from "./keys.ts";

/** GET /api/organiser/checkin/stats: checked in against attendees, and the check-ins by hour. */
function getCheckinStats(): Promise<CheckinStatsResponse> {
  return apiGet<CheckinStatsResponse>("/api/organiser/checkin/stats");
}

/** Refreshed every 30 s: other desks check people in too. */
export function useCheckinStats() {
  return useQuery({ queryKey: checkinKeys.stats(), queryFn: getCheckinStats, refetchInterval: 30_000 });
}
