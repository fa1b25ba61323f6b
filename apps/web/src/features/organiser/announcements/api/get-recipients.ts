import type { AnnouncementRecipientsResponse } from "@ebm/shared/schemas/organiser-announcements";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type AnnouncementListParams, announcementKeys } from "./keys.ts";

/** GET /api/organiser/announcements/{id}/recipients: who it went to, by name. */
function getRecipients(id: number, params: AnnouncementListParams): Promise<AnnouncementRecipientsResponse> {
  return apiGet<AnnouncementRecipientsResponse>(
    `/api/organiser/announcements/${id}/recipients?${listSearch(params)}`,
  );
}

/** @example const people = useRecipients(openId, { q: "", page: 1, pageSize: 25 }); — asks while one is open. */
export function useRecipients(id: number | null, params: AnnouncementListParams) {
  return useQuery({
    queryKey: announcementKeys.recipients(id ?? 0, params),
    queryFn: () => getRecipients(id ?? 0, params),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
