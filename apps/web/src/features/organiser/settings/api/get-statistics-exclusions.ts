import type { StatisticsExclusions } from "@ebm/shared/schemas/organiser-settings";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { settingsConsoleKeys } from "./keys.ts";

/** GET /api/organiser/settings/statistics: the staff and test accounts the statistics leave out. */
async function getStatisticsExclusions(): Promise<StatisticsExclusions> {
  const { payload } = await apiGet<{ payload: StatisticsExclusions }>("/api/organiser/settings/statistics");
  return payload;
}

/**
 * Both lists by name, read fresh when the page opens.
 * @example const lists = useStatisticsExclusions(); lists.data?.staff
 */
export function useStatisticsExclusions() {
  return useQuery({
    queryKey: settingsConsoleKeys.statistics,
    queryFn: getStatisticsExclusions,
    staleTime: 0,
  });
}
