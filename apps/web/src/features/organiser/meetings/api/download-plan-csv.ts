import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../../lib/download.ts";

/**
 * GET /api/organiser/meetings/plan.csv?day=: saves the day's table plan for the floor staff.
 * @example const csv = useDownloadPlanCsv(); csv.mutate(1);
 */
export function useDownloadPlanCsv() {
  return useMutation({
    mutationFn: (day: number) =>
      downloadFile(`/api/organiser/meetings/plan.csv?day=${day}`, `table-plan-day-${day}.csv`),
  });
}
