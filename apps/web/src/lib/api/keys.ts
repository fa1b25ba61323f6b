import { userKeys } from "../session/user-keys.ts";

/** The public settings' query key: what a change of the settings must invalidate. */
export const settingsKeys = {
  all: ["settings"] as const,
};

/** The signed-in user's leads list; a save from the scanner or a meeting card refreshes it. */
export const leadsKey = (userId: number) => [...userKeys.of(userId), "leads"] as const;

/** The dinner's sign-up state and places, per user (a visitor's under `null`). */
export const dinnerKey = (userId: number | null) => [...userKeys.of(userId), "dinner"] as const;

/** The signed-in attendee's own badge. */
export const badgeKey = (userId: number) => [...userKeys.of(userId), "badge"] as const;

/**
 * The signed-in user's matchmaking data: their wish list and their possible matches. A wish made,
 * changed or removed refreshes both (a "no thanks" takes a company out of the matches).
 */
export const matchmakingKeys = {
  all: (userId: number) => [...userKeys.of(userId), "matchmaking"] as const,
  wishes: (userId: number) => [...matchmakingKeys.all(userId), "wishes"] as const,
  matches: (userId: number, limit: number) => [...matchmakingKeys.all(userId), "matches", limit] as const,
};
