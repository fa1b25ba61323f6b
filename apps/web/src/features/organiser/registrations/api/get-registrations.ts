import type { RegistrationsListResponse } from "@ebm/shared/schemas/organiser-registrations";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type RegistrationListParams, registrationKeys } from "./keys.ts";

/** GET /api/organiser/registrations: one page of the current edition's registrations, newest first. */
function getRegistrations(params: RegistrationListParams): Promise<RegistrationsListResponse> {
  return apiGet<RegistrationsListResponse>(`/api/organiser/registrations?${listSearch(params)}`);
}

/** @example const list = useRegistrations({ q, page, pageSize: 25, status: "", member: "" }); list.data?.payload.items */
export function useRegistrations(params: RegistrationListParams) {
  return useQuery({
    queryKey: registrationKeys.list(params),
    queryFn: () => getRegistrations(params),
    placeholderData: keepPreviousData,
  });
}
