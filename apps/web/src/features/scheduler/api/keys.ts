import { userKeys } from "../../../lib/session/user-keys.ts";

/**
 * The scheduler's data: one user's own, so it lives under `userKeys` and goes with a sign-out. A
 * change to a meeting or a block invalidates all of the user's data (`userKeys.of(userId)`), since
 * the home page's next meeting and the pending count read the same meetings.
 */
export const schedulerKeys = {
  all: (userId: number) => [...userKeys.of(userId), "scheduler"] as const,
  /** Both meeting days' timeslots with their state for the user. */
  timeslots: (userId: number) => [...schedulerKeys.all(userId), "timeslots"] as const,
  /** The user's live and cancelled meetings. */
  meetings: (userId: number) => [...schedulerKeys.all(userId), "meetings"] as const,
  /** Colleagues who are free to join one meeting. */
  availableColleagues: (userId: number, meetingId: number) =>
    [...schedulerKeys.all(userId), "availableColleagues", meetingId] as const,
  /** The notes of one meeting. */
  notes: (userId: number, meetingId: number) => [...schedulerKeys.all(userId), "notes", meetingId] as const,
  /** Whether the user has a personal calendar feed. */
  calendarFeed: (userId: number) => [...schedulerKeys.all(userId), "calendarFeed"] as const,
};
