/**
 * The start of every query key that holds one user's data, so that signing out drops all of it
 * at once (`userKeys.all`) while public data stays cached.
 * @example const nextMeeting = (userId: number) => [...userKeys.of(userId), "nextMeeting"] as const;
 */
export const userKeys = {
  all: ["user"] as const,
  of: (userId: number | null) => [...userKeys.all, userId] as const,
};

/**
 * The parts of a user's data that read their meetings (the scheduler, the company page's request
 * form, the home page's next meeting, the possible matches, which leave out whom one meets): what
 * a meeting event from elsewhere makes stale. The
 * features' keys begin with these words after `userKeys.of`.
 */
export const MEETING_DATA_ROOTS: readonly string[] = [
  "scheduler",
  "meetingRequest",
  "nextMeeting",
  "matchmaking",
];

/**
 * Refetches what shows the user's meetings, after a change made elsewhere (the other side, a
 * colleague, the organisers): the open screens update, the rest is fetched when shown.
 */
export function refreshMeetingData(
  queryClient: {
    invalidateQueries(filters: {
      predicate: (query: { queryKey: readonly unknown[] }) => boolean;
    }): Promise<void>;
  },
  userId: number,
): Promise<void> {
  const [root, id] = userKeys.of(userId);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === root && queryKey[1] === id && MEETING_DATA_ROOTS.includes(String(queryKey[2])),
  });
}
