import type { CheckinAttendeeListResponse } from "@ebm/shared/schemas/organiser-checkin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type CheckinListParams, checkinKeys } from "./keys.ts";

/** GET /api/organiser/checkin: one page of the edition's attendees by name. */
function getCheckinAttendees(params: CheckinListParams): Promise<CheckinAttendeeListResponse> {
  return apiGet<CheckinAttendeeListResponse>(`/api/organiser/checkin?${listSearch(params)}`);
}

/** @example const attendees = useCheckinAttendees({ q, page, pageSize: 20 }); */
export function useCheckinAttendees(params: CheckinListParams) {
  return useQuery({
    queryKey: checkinKeys.list(params),
    queryFn: () => getCheckinAttendees(params),
    placeholderData: keepPreviousData,
  });
}
