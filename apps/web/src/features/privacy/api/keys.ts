import { userKeys } from "../../../lib/session/user-keys.ts";

export const privacyKeys = {
  /** The public privacy notice. */
  notice: () => ["privacy", "notice"] as const,
  /** The signed-in person's consent, switches and their history; dropped at sign-out. */
  mine: (userId: number) => [...userKeys.of(userId), "privacy"] as const,
};
