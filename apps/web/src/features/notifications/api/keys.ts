import { userKeys } from "../../../lib/session/user-keys.ts";

/** The notification centre's data: one user's own, dropped with a sign-out. */
export const notificationKeys = {
  list: (userId: number) => [...userKeys.of(userId), "notifications"] as const,
};
