import { userKeys } from "../../../lib/session/user-keys.ts";

/**
 * The chat's data: one user's own, under `userKeys`, so a sign-out drops it. A `resync` of the
 * real-time connection invalidates all of it (`messageKeys.all`).
 */
export const messageKeys = {
  all: (userId: number | null) => [...userKeys.of(userId), "messages"] as const,
  /** The navigation badge's count. */
  unreadCount: (userId: number | null) => [...messageKeys.all(userId), "unreadCount"] as const,
  /** The contact list, with the contact the page opened with (`selectedContact`). */
  contacts: (userId: number) => [...messageKeys.all(userId), "contacts"] as const,
  /** One conversation's messages, in pages going back in time. */
  conversation: (userId: number, conversationId: number) =>
    [...messageKeys.all(userId), "conversation", conversationId] as const,
  profilePictures: (userId: number) => [...messageKeys.all(userId), "profilePictures"] as const,
  activeUsers: (userId: number) => [...messageKeys.all(userId), "activeUsers"] as const,
};
