import type { NotificationList } from "@ebm/shared/schemas/mini/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { notificationKeys } from "./keys.ts";

/** Marks notifications read in a cached list: those of `ids`, or all up to `upToId`. */
export function markReadIn(
  list: NotificationList,
  which: { ids: number[] } | { upToId: number },
  at = new Date().toISOString(),
): NotificationList {
  const reads = (id: number) => ("ids" in which ? which.ids.includes(id) : id <= which.upToId);
  const items = list.items.map((n) => (n.readAt === null && reads(n.id) ? { ...n, readAt: at } : n));
  const newlyRead = list.items.filter((n, i) => n.readAt === null && items[i]?.readAt !== null).length;
  return { items, unread: Math.max(0, list.unread - newlyRead) };
}

/**
 * POST /api/notifications/read: everything up to the newest one shown is read (the list was
 * opened). The count drops at once; the server's answer sets it.
 */
export function useMarkAllRead(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(userId);
  return useMutation({
    mutationFn: (upToId: number) => apiPost<{ unread: number }>("/api/notifications/read", { upToId }),
    onMutate: (upToId) => {
      const list = queryClient.getQueryData<NotificationList>(key);
      if (list) queryClient.setQueryData(key, { ...markReadIn(list, { upToId }), unread: 0 });
    },
    onSuccess: (body) => {
      const list = queryClient.getQueryData<NotificationList>(key);
      if (list && typeof body?.unread === "number")
        queryClient.setQueryData(key, { ...list, unread: body.unread });
    },
  });
}
