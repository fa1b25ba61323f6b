import { userKeys } from "../../../lib/session/user-keys.ts";

/** The notification centre's data: one user's own, dropped with a sign-out. */
export const notificationKeys = {
  list: (userId: number) => [...userKeys.of(userId), "notifications"] as const,
  /** This device's push subscription as the server knows it. */
  push: (userId: number) => [...userKeys.of(userId), "push-device"] as const,
  settings: (userId: number) => [...userKeys.of(userId), "notification-settings"] as const,
};
