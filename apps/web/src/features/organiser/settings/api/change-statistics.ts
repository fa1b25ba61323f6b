import type { StatisticsChangeBody, StatisticsExclusions } from "@ebm/shared/schemas/organiser-settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { settingsConsoleKeys } from "./keys.ts";

export type StatisticsChange = "exclude" | "include";

/**
 * POST /api/organiser/settings/statistics/exclude | include: one person onto or off a list; the
 * lists as saved replace this browser's copy.
 * @example const change = useChangeStatistics(); change.mutate({ change: "exclude", list: "test", contactId: 12 });
 */
export function useChangeStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, ...body }: StatisticsChangeBody & { change: StatisticsChange }) => {
      const { payload } = await apiPost<{ payload: StatisticsExclusions }>(
        `/api/organiser/settings/statistics/${change}`,
        body,
      );
      return payload;
    },
    onSuccess: (lists) => queryClient.setQueryData(settingsConsoleKeys.statistics, lists),
  });
}
