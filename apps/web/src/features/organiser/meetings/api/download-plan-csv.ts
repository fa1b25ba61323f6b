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

/**
 * GET /api/organiser/meetings/tables.csv?day=: saves the day's held and no-show figures per table.
 * @example const csv = useDownloadTableFiguresCsv(); csv.mutate(1);
 */
export function useDownloadTableFiguresCsv() {
  return useMutation({
    mutationFn: (day: number) =>
      downloadFile(`/api/organiser/meetings/tables.csv?day=${day}`, `table-figures-day-${day}.csv`),
  });
}
