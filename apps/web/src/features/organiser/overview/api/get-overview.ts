import type { OverviewResponse } from "@ebm/shared/schemas/organiser-overview";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { overviewKeys } from "./keys.ts";

/** How often the overview asks again while the page is in view. */
export const OVERVIEW_REFRESH_MS = 15_000;

/** GET /api/organiser/overview: every number of the overview in one call. */
function getOverview(): Promise<OverviewResponse> {
  return apiGet<OverviewResponse>("/api/organiser/overview");
}

/**
 * The overview, asked again every 15 s while the tab is visible (TanStack Query pauses the interval
 * in a hidden tab) and when the window regains focus.
 * @example const overview = useOverview(); overview.data?.payload.attendees
 */
export function useOverview() {
  return useQuery({
    queryKey: overviewKeys.all,
    queryFn: getOverview,
    refetchInterval: OVERVIEW_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
