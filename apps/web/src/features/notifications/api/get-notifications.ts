import { type NotificationList, notificationListSchema } from "@ebm/shared/schemas/mini/notifications";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { notificationKeys } from "./keys.ts";

/**
 * GET /api/notifications: the signed-in user's newest notifications and the unread count. Kept up
 * to date by the real-time events (use-meeting-events.ts); refetched after a `resync`.
 */
export function useNotifications(userId: number | null) {
  return useQuery({
    queryKey: notificationKeys.list(userId ?? 0),
    queryFn: async (): Promise<NotificationList> => {
      const body = await apiGet<unknown>("/api/notifications");
      return notificationListSchema.parse(body);
    },
    enabled: userId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
