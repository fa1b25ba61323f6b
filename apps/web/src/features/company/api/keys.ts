import { userKeys } from "../../../lib/session/user-keys.ts";

export const companyKeys = {
  all: ["company"] as const,
  /** One company with its contacts, as the signed-in user may see it. */
  detail: (id: number) => [...companyKeys.all, id] as const,
  /** The address of one contact's large picture. */
  largePicture: (contactId: number | null) => [...companyKeys.all, "largePicture", contactId] as const,
  /** What a company looks for and offers (its trade profile). */
  trade: (id: number) => [...companyKeys.all, id, "trade"] as const,
};

/**
 * The meeting request flow's data: one user's own, so it lives under `userKeys` and goes with a
 * sign-out; a request sent invalidates all of it (`userKeys.of(userId)`).
 */
export const meetingRequestKeys = {
  all: (userId: number) => [...userKeys.of(userId), "meetingRequest"] as const,
  /** Contacts of a company who are busy in one timeslot. */
  availability: (userId: number, companyId: number, timeslotId: number) =>
    [...meetingRequestKeys.all(userId), "availability", companyId, timeslotId] as const,
  /** Every timeslot of both meeting days with its state for the user. */
  timeslots: (userId: number) => [...meetingRequestKeys.all(userId), "timeslots"] as const,
  /** Timeslots in which the user or one contact is busy. */
  takenTimeslots: (userId: number, contactId: number) =>
    [...meetingRequestKeys.all(userId), "takenTimeslots", contactId] as const,
};

/** The user's own settings shown on the profile page. */
export const profileSettingsKeys = {
  /** Whether unread chat messages are e-mailed after 15 minutes. */
  chatMail: (userId: number) => [...userKeys.of(userId), "profile", "chatMail"] as const,
};
