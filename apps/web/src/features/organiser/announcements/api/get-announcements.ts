import type { AnnouncementListResponse } from "@ebm/shared/schemas/organiser-announcements";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type AnnouncementListParams, announcementKeys } from "./keys.ts";

/** GET /api/organiser/announcements: one page of the history, newest first. */
function getAnnouncements(params: AnnouncementListParams): Promise<AnnouncementListResponse> {
  return apiGet<AnnouncementListResponse>(`/api/organiser/announcements?${listSearch(params)}`);
}

/**
 * Refetched every 5 s while one is being sent, so its count of people told grows on screen.
 * @example const history = useAnnouncements({ q, page, pageSize: 25 });
 */
export function useAnnouncements(params: AnnouncementListParams) {
  return useQuery({
    queryKey: announcementKeys.list(params),
    queryFn: () => getAnnouncements(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.payload.items.some((a) => a.state === "sending") ? 5_000 : false,
  });
}
