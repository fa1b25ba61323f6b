import type { DinnerSummaryResponse } from "@ebm/shared/schemas/organiser-dinner";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { dinnerKeys } from "./keys.ts";

/** GET /api/organiser/dinner/summary: each day's sign-ups by state against its places. */
function getDinnerSummary(): Promise<DinnerSummaryResponse> {
  return apiGet<DinnerSummaryResponse>("/api/organiser/dinner/summary");
}

/** @example const summary = useDinnerSummary(); summary.data?.payload.days */
export function useDinnerSummary() {
  return useQuery({ queryKey: dinnerKeys.summary(), queryFn: getDinnerSummary });
}
