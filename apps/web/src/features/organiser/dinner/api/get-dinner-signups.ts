import type { DinnerSignupListResponse } from "@ebm/shared/schemas/organiser-dinner";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type DinnerListParams, dinnerKeys } from "./keys.ts";

/** GET /api/organiser/dinner: one page of the sign-ups, oldest first. */
function getDinnerSignups(params: DinnerListParams): Promise<DinnerSignupListResponse> {
  return apiGet<DinnerSignupListResponse>(`/api/organiser/dinner?${listSearch(params)}`);
}

/** @example const signups = useDinnerSignups({ q, page, pageSize: 25, day: 1, status: "pending" }); */
export function useDinnerSignups(params: DinnerListParams) {
  return useQuery({
    queryKey: dinnerKeys.list(params),
    queryFn: () => getDinnerSignups(params),
    placeholderData: keepPreviousData,
  });
}
