import type { AnnouncementResponse } from "@ebm/shared/schemas/organiser-announcements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { announcementKeys } from "./keys.ts";

/**
 * POST /api/organiser/announcements/{id}/cancel: a scheduled announcement does not go.
 * @example const cancel = useCancelAnnouncement(); cancel.mutate(announcement.id);
 */
export function useCancelAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<AnnouncementResponse>(`/api/organiser/announcements/${id}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.lists() }),
  });
}
