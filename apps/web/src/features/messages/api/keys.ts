import { userKeys } from "../../../lib/session/user-keys.ts";

export const messageKeys = {
  /** The navigation badge's count: dropped with the user's other data on sign-out. */
  unreadCount: (userId: number | null) => [...userKeys.of(userId), "unreadMessages"] as const,
};
