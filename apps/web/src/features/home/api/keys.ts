import { userKeys } from "../../../lib/session/user-keys.ts";

export const homeKeys = {
  /** The signed-in user's next meeting: dropped with the user's other data on sign-out. */
  nextMeeting: (userId: number) => [...userKeys.of(userId), "nextMeeting"] as const,
};
