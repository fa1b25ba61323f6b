import {
  PUSH_KINDS,
  type PushKind,
  type PushState,
  pushStateSchema,
} from "@ebm/shared/schemas/mini/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut } from "../../../lib/api-client.ts";
import { deviceZone } from "../../../lib/format.ts";
import { notificationKeys } from "./keys.ts";

/** What this browser can do about push: receive it, not at all, or not while the site is blocked. */
export type PushSupport = "supported" | "unsupported" | "blocked";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window))
    return "unsupported";
  if (!("Notification" in window)) return "unsupported";
  return Notification.permission === "denied" ? "blocked" : "supported";
}

/** This device's push subscription, when the service worker has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const stateUrl = (endpoint?: string) =>
  endpoint ? `/api/notifications/push?endpoint=${encodeURIComponent(endpoint)}` : "/api/notifications/push";

/** The server's key, and what this device is subscribed to (nothing while it has no subscription). */
export function usePushState(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.push(userId),
    queryFn: async (): Promise<PushState> => {
      const subscription = await currentSubscription();
      return pushStateSchema.parse(await apiGet<unknown>(stateUrl(subscription?.endpoint)));
    },
    enabled,
    retry: false,
  });
}

/** The subscription as the server takes it. */
function bodyOf(subscription: PushSubscription, kinds: readonly PushKind[]) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    kinds,
    timeZone: deviceZone(),
  };
}

/**
 * Turns push on for this device (asks the browser's permission, subscribes with the server's key,
 * hands the subscription to the server with the kinds), changes its kinds, or turns it off.
 */
export function usePushChange(userId: number) {
  const queryClient = useQueryClient();
  const key = notificationKeys.push(userId);
  return useMutation({
    mutationFn: async (change: { kinds: readonly PushKind[] } | "off"): Promise<PushState> => {
      const registration = await navigator.serviceWorker.ready;
      const existing = await registration.pushManager.getSubscription();
      if (change === "off") {
        if (!existing) return pushStateSchema.parse(await apiGet<unknown>(stateUrl()));
        const state = await apiPost<unknown>("/api/notifications/push/remove", {
          endpoint: existing.endpoint,
        });
        await existing.unsubscribe();
        return pushStateSchema.parse(state);
      }
      let subscription = existing;
      if (!subscription) {
        if ((await Notification.requestPermission()) !== "granted")
          throw new Error(
            "Notifications are blocked for this site. Allow them in the browser's site settings.",
          );
        const { publicKey } = pushStateSchema.parse(await apiGet<unknown>(stateUrl()));
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey,
        });
      }
      return pushStateSchema.parse(
        await apiPut<unknown>("/api/notifications/push", bodyOf(subscription, change.kinds)),
      );
    },
    onSuccess: (state) => queryClient.setQueryData(key, state),
  });
}

/** Every kind, as a new device starts. */
export const ALL_PUSH_KINDS: readonly PushKind[] = PUSH_KINDS;

/** GET and PUT /api/notifications/settings: the reminder by mail. */
export function useReminderMail(userId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const key = notificationKeys.settings(userId);
  const query = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await apiGet<{ reminderMail: boolean }>("/api/notifications/settings")).reminderMail,
    enabled,
    retry: false,
  });
  const change = useMutation({
    mutationFn: async (reminderMail: boolean) =>
      (await apiPut<{ reminderMail: boolean }>("/api/notifications/settings", { reminderMail })).reminderMail,
    onSuccess: (value) => queryClient.setQueryData(key, value),
  });
  return { query, change };
}
