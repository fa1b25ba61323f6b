/** The chat's timers (part 2 §9 "Chat timers"); the unread badge's first fetch is UNREAD_FETCH_DELAY_MS. */
export const CHAT_TIMERS = {
  /** From a sent message to reloading its conversation and the contact list. */
  reloadAfterSendMs: 2_000,
  /** Without input this long, the other side is told typing stopped. */
  typingStopMs: 5_000,
  /** From a new-message event to refetching the navigation's unread count. */
  unreadRefetchMs: 3_000,
} as const;
