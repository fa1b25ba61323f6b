import type { DinnerReviewState } from "@ebm/shared/schemas/organiser-dinner";
import { formatDay } from "../../../../lib/format.ts";
import { type StateStyle, stateGuard, stateOptions } from "../../shared/state-badge.ts";

export const DINNER_STATE: Record<DinnerReviewState, StateStyle> = {
  pending: { label: "Waiting", color: "navy.7" },
  approved: { label: "Approved", color: "teal.8" },
  declined: { label: "Declined", color: "red.9" },
};

export const DINNER_STATE_OPTIONS = stateOptions(DINNER_STATE, { pending: "Waiting for review" });

export const isDinnerState = stateGuard(DINNER_STATE);

/** "Thu 6 Nov" of a YYYY-MM-DD date, or "Day 2" when the day has no date. */
export const shortDay = (dayNumber: number, date: string | null): string =>
  date ? formatDay(date, "short") : `Day ${dayNumber}`;
