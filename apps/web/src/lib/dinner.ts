import type { CaptLunchSlotsTakenResponse, DINNER_REGISTRATION_STATUS } from "@ebm/shared/schemas/dinner";

/**
 * registrationStatus as part 1 §4 reads it, the values of the contract's DINNER_REGISTRATION_STATUS
 * (checked against it below): importing the contract's values would bring its schema library
 * into the home page's code.
 */
const STATUS = {
  visitor: 0,
  approved: 1,
  pending: 2,
  declined: 3,
  notRegistered: 9,
} as const satisfies typeof DINNER_REGISTRATION_STATUS;

/** The Captain's Dinner day the program shows it on: day 1, Thursday 6 November 19:00 – 22:00. */
export const DINNER_DAY = 1;

export type DinnerState =
  /** Approved: the reminder shows and the Thursday entry hides (part 1 §4, status 1). */
  | "approved"
  /** Signed up, waiting for the organisers' review (status 2). */
  | "pending"
  /** Any other non-null status but 9 and 0 counts as already registered (part 1 §4). */
  | "registered"
  /** Signed in and not registered (9, null or absent). */
  | "open"
  /** Not signed in (0). */
  | "visitor";

/** How part 1 §4 reads registrationStatus. */
export function dinnerState(status: number | null | undefined): DinnerState {
  if (status === STATUS.approved) return "approved";
  if (status === STATUS.pending) return "pending";
  if (status === STATUS.visitor) return "visitor";
  if (status === null || status === undefined || status === STATUS.notRegistered) return "open";
  return "registered";
}

/** Places left on a dinner day, or 0 when the day is not in the answer. */
export function placesLeft(data: CaptLunchSlotsTakenResponse, day = DINNER_DAY): number {
  const entry = data.payload.find((d) => d.dayNumber === day);
  return entry ? Math.max(0, entry.spots - entry.taken) : 0;
}

/**
 * Part 1 §5: the register link shows only when places are left, the user is signed in, the
 * places have loaded and the user's registrationStatus is not 1.
 */
export function mayShowRegisterLink(
  data: CaptLunchSlotsTakenResponse | undefined,
  signedIn: boolean,
): boolean {
  if (!signedIn || !data) return false;
  return placesLeft(data) > 0 && data.registrationStatus !== STATUS.approved;
}
