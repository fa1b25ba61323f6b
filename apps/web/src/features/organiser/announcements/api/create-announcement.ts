import type {
  AnnouncementCreateBody,
  AnnouncementCreatedResponse,
} from "@ebm/shared/schemas/organiser-announcements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { announcementKeys } from "./keys.ts";

/**
 * POST /api/organiser/announcements: sends it now, or at `sendAt`.
 * @example const send = useCreateAnnouncement(); send.mutate({ title, body, audience: "all", confirm: true });
 */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementCreateBody) =>
      apiPost<AnnouncementCreatedResponse>("/api/organiser/announcements", body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.lists() }),
  });
}
