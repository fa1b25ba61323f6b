import type { DinnerSignupListResponse } from "@ebm/shared/schemas/organiser-dinner";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { type DinnerListParams, dinnerKeys } from "./keys.ts";

/** GET /api/organiser/dinner: one page of the sign-ups, oldest first. */
function getDinnerSignups(params: DinnerListParams): Promise<DinnerSignupListResponse> {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set("q", params.q);
  if (params.day) search.set("day", String(params.day));
  if (params.status) search.set("status", params.status);
  return apiGet<DinnerSignupListResponse>(`/api/organiser/dinner?${search}`);
}

/** @example const signups = useDinnerSignups({ q, page, pageSize: 25, day: 1, status: "pending" }); */
export function useDinnerSignups(params: DinnerListParams) {
  return useQuery({
    queryKey: dinnerKeys.list(params),
    queryFn: () => getDinnerSignups(params),
    placeholderData: keepPreviousData,
  });
}
