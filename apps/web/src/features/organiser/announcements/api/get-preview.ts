import type { AnnouncementPreviewResponse } from "@ebm/shared/schemas/organiser-announcements";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type AudienceParams, announcementKeys } from "./keys.ts";

/** GET /api/organiser/announcements/preview: how many the group counts now, and the event's days. */
function getPreview(params: AudienceParams): Promise<AnnouncementPreviewResponse> {
  return apiGet<AnnouncementPreviewResponse>(`/api/organiser/announcements/preview?${listSearch(params)}`);
}

/**
 * Asks only for a group the server takes: a group of a day once its day is chosen.
 * @example const preview = useAnnouncementPreview({ audience: "meetings", day: 1 }, true);
 */
export function useAnnouncementPreview(params: AudienceParams, complete: boolean) {
  return useQuery({
    queryKey: announcementKeys.preview(params),
    queryFn: () => getPreview(params),
    enabled: complete,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
