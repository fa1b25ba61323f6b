import type {
  CaptLunchSlotsTakenResponse,
  DINNER_REGISTRATION_STATUS,
  DinnerDayTaken,
} from "@ebm/shared/schemas/dinner";
import { formatDay } from "@ebm/shared/zones";

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

/** Places left on a dinner day, or 0 when the day is no dinner day of the edition. */
export function placesLeft(data: CaptLunchSlotsTakenResponse, day: number): number {
  const entry = data.payload.find((d) => d.dayNumber === day);
  return entry ? Math.max(0, entry.spots - entry.taken) : 0;
}

/**
 * The dinner day held on a program day's date (the program numbers its days on its own), or null
 * when that date is no dinner day of the edition.
 */
export function dinnerDayOn(data: CaptLunchSlotsTakenResponse | undefined, date: string): number | null {
  return data?.payload.find((day) => day.date === date)?.dayNumber ?? null;
}

/**
 * Part 1 §5: the register link of a dinner shows only when its day is a dinner day with places
 * left, the user is signed in, the places have loaded and the user's registrationStatus is not 1.
 */
export function mayShowRegisterLink(
  data: CaptLunchSlotsTakenResponse | undefined,
  signedIn: boolean,
  day: number | null,
): boolean {
  if (!signedIn || !data || day === null) return false;
  return placesLeft(data, day) > 0 && data.registrationStatus !== STATUS.approved;
}

/**
 * The day a sign-up opened without a day (`/program/captain-register`) is for: the first dinner
 * day of the program's dates with places left, else the first dinner day with places, else the
 * first dinner day; null while the places load.
 */
export function defaultDinnerDay(
  data: CaptLunchSlotsTakenResponse | undefined,
  programDates: readonly string[],
): number | null {
  if (!data) return null;
  const onProgram = programDates
    .map((date) => dinnerDayOn(data, date))
    .find((day) => day !== null && placesLeft(data, day) > 0);
  return (
    onProgram ??
    data.payload.find((day) => day.spots > day.taken)?.dayNumber ??
    data.payload[0]?.dayNumber ??
    null
  );
}

/** When a dinner day is, as the sign-up and the reminder say it: "Thursday 6 November, 19:00 – 22:00". */
export function dinnerWhen(day: DinnerDayTaken | undefined): string | null {
  if (!day?.date) return null;
  const time = day.timeStart && day.timeEnd ? `, ${day.timeStart} – ${day.timeEnd}` : "";
  return `${formatDay(day.date)}${time}`;
}
