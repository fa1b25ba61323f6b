import type { NotificationList } from "@ebm/shared/schemas/mini/notifications";
import type { Notification, NotificationEntry } from "@ebm/shared/schemas/notifications";
import { notifications as toasts } from "@mantine/notifications";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createElement } from "react";
import { useNavigate } from "react-router";
import { requestOverlays } from "../../../lib/overlays.ts";
import { refreshMeetingData } from "../../../lib/session/user-keys.ts";
import { useRealtimeEvent } from "../../../lib/use-realtime.ts";
import { notificationKeys } from "../api/keys.ts";
import { markReadIn } from "../api/mark-read.ts";
import { RequestToast } from "../components/RequestToast.tsx";
import { notificationHref } from "../utils/describe.ts";

/** The newest notifications kept in the cached list, as the server lists them. */
const LISTED = 50;

/** A new notification at the top of the cached list, counted once even if it arrives twice. */
export function withNotification(list: NotificationList, n: NotificationEntry): NotificationList {
  if (list.items.some((item) => item.id === n.id)) return list;
  return { items: [n, ...list.items].slice(0, LISTED), unread: list.unread + (n.readAt === null ? 1 : 0) };
}

function showRequestToast(
  queryClient: QueryClient,
  userId: number,
  n: Notification,
  navigate: (to: string) => void,
) {
  requestOverlays();
  const id = `meeting-request-${n.meetingId}`;
  toasts.show({
    id,
    message: createElement(RequestToast, {
      notification: n,
      onDone: () => toasts.hide(id),
      onAnswered: () => void refreshMeetingData(queryClient, userId),
      onView: () => navigate(notificationHref(n)),
    }),
    color: "teal",
    autoClose: false,
    withBorder: true,
    role: "status",
    "aria-live": "polite",
    closeButtonProps: { "aria-label": "Close notification" },
  });
}

/**
 * The meeting day as it happens (decision 0018): a change to one of the user's meetings, made by
 * the other side, a colleague or the organisers, refreshes every open screen that shows meetings;
 * its notification joins the bell's list, and an incoming request opens a toast to answer it.
 */
export function useMeetingEvents(userId: number | null): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enabled = userId !== null;
  const key = notificationKeys.list(userId ?? 0);

  useRealtimeEvent(
    "meeting-changed",
    (event) => {
      if (userId === null) return;
      void refreshMeetingData(queryClient, userId);
      const n = event.notification;
      if (!n) return;
      const list = queryClient.getQueryData<NotificationList>(key);
      if (list) queryClient.setQueryData(key, withNotification(list, n));
      else void queryClient.invalidateQueries({ queryKey: key });
      if (n.kind === "requested") showRequestToast(queryClient, userId, n, navigate);
    },
    enabled,
  );
  // An announcement of the organisers joins the bell's list, with a toast that names it.
  useRealtimeEvent(
    "announcement",
    (event) => {
      const n = event.notification;
      const list = queryClient.getQueryData<NotificationList>(key);
      if (list) queryClient.setQueryData(key, withNotification(list, n));
      else void queryClient.invalidateQueries({ queryKey: key });
      requestOverlays();
      toasts.show({
        id: `announcement-${n.announcementId}`,
        title: "From the organisers",
        message: n.title,
        color: "teal",
        withBorder: true,
        role: "status",
        "aria-live": "polite",
        closeButtonProps: { "aria-label": "Close notification" },
      });
    },
    enabled,
  );
  useRealtimeEvent(
    "notifications-read",
    (event) => {
      const list = queryClient.getQueryData<NotificationList>(key);
      if (!list) return;
      const which = event.ids ? { ids: event.ids } : { upToId: event.upToId ?? 0 };
      queryClient.setQueryData(key, markReadIn(list, which));
    },
    enabled,
  );
  useRealtimeEvent(
    "resync",
    () => {
      if (userId === null) return;
      void queryClient.invalidateQueries({ queryKey: key });
      void refreshMeetingData(queryClient, userId);
    },
    enabled,
  );
}
