import type { DinnerReviewState } from "@ebm/shared/schemas/organiser-dinner";

/** How each state reads and its badge colour (dark enough for white text). */
export const DINNER_STATE: Record<DinnerReviewState, { label: string; color: string }> = {
  pending: { label: "Waiting", color: "navy.7" },
  approved: { label: "Approved", color: "teal.8" },
  declined: { label: "Declined", color: "red.9" },
};

export const DINNER_STATE_OPTIONS = [
  { value: "", label: "All states" },
  { value: "pending", label: "Waiting for review" },
  { value: "approved", label: "Approved" },
  { value: "declined", label: "Declined" },
];

export const isDinnerState = (value: string): value is DinnerReviewState => value in DINNER_STATE;

/** "Thu 6 Nov" of a YYYY-MM-DD date, or "Day 2" when the day has no date. */
export function shortDay(dayNumber: number, date: string | null): string {
  if (!date) return `Day ${dayNumber}`;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "6 Nov, 09:12" in the event's time zone. */
export function formatWhen(iso: string | null, timeZone: string): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}
