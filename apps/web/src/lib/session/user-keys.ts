/**
 * The start of every query key that holds one user's data, so that signing out drops all of it
 * at once (`userKeys.all`) while public data stays cached.
 * @example const nextMeeting = (userId: number) => [...userKeys.of(userId), "nextMeeting"] as const;
 */
export const userKeys = {
  all: ["user"] as const,
  of: (userId: number | null) => [...userKeys.all, userId] as const,
};
