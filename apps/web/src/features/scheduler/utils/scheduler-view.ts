/**
 * The pure rules of the scheduler page (part 2 §2, §4, §9): the query string's tab and filter,
 * what a slot's header says, who a meeting is with for the user, and the dates it
 * shows.
 */
import type { Meeting, Timeslot } from "@ebm/shared/schemas/scheduler";
import { timeRange } from "@ebm/shared/zones";

/** The tabs of `?cd=`: the two meeting days, then the cancelled meetings. */
export const CANCELLED_TAB = 2;
const TAB_COUNT = 3;

/**
 * The tab to show: `cd` when it names one, else the meeting day of the event clock.
 * @example tabFromQuery("2", 1) === 2; tabFromQuery(null, 2) === 1; tabFromQuery("x", 1) === 0
 */
export function tabFromQuery(cd: string | null, dayNumber: number): number {
  if (cd !== null && /^\d$/.test(cd)) {
    const tab = Number(cd);
    if (tab < TAB_COUNT) return tab;
  }
  return dayNumber === 2 ? 1 : 0;
}

export const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "available", label: "Available" },
  { value: "blocked", label: "Blocked" },
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];

/** The status filter of `?status=`; anything unknown shows all slots. */
export function filterFromQuery(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? "all";
}

/** Whether a slot in `state` passes the filter; fully booked slots show under All only. */
export function slotPassesFilter(state: Timeslot["state"], filter: StatusFilter): boolean {
  if (filter === "all") return true;
  if (filter === "confirmed") return state === "accepted";
  return state === filter;
}

/** A slot header's words for each state; accepted reads CONFIRMED as in the specification. */
export const SLOT_STATE_LABELS: Record<Timeslot["state"], string> = {
  available: "Available",
  blocked: "Blocked",
  pending: "Pending",
  accepted: "CONFIRMED",
  fullyBooked: "Fully Booked",
};

/** The id of a slot card's heading, which takes the focus when the card's own button goes away. */
export const slotHeadingId = (slotId: number) => `slot-${slotId}-time`;

/** "10:00 – 10:20" */
export const slotTime = (slot: Pick<Timeslot, "timeStart" | "timeEnd">) =>
  timeRange(slot.timeStart, slot.timeEnd);

/** Whether the slot has ended by `nowMs` (an unreadable end counts as ended). */
export function slotEnded(slot: Pick<Timeslot, "endsAtUtc">, nowMs: number): boolean {
  const endsAt = Date.parse(slot.endsAtUtc);
  return Number.isNaN(endsAt) || endsAt <= nowMs;
}

/**
 * The user's part in a meeting: a block of their own, a request they sent or received, or a
 * meeting a colleague added them to (it hangs off the colleague's meeting).
 */
export type MeetingRole = "block" | "sent" | "received" | "colleague";

export function meetingRole(
  meeting: Pick<Meeting, "fromId" | "toId" | "parentScheduleId">,
  userId: number,
): MeetingRole {
  if (meeting.fromId === meeting.toId) return "block";
  if (meeting.parentScheduleId !== null) return "colleague";
  return meeting.fromId === userId ? "sent" : "received";
}

/** What the card says about how the meeting came about. */
export function roleText(role: MeetingRole, pending: boolean): string {
  switch (role) {
    case "sent":
      return pending ? "You sent this request" : "You requested this meeting";
    case "received":
      return pending ? "You received this request" : "You accepted this request";
    case "colleague":
      return "A colleague added you to this meeting";
    default:
      return "You blocked this timeslot";
  }
}

/** Why a meeting is in the Cancelled Meetings tab, for the user who reads it. */
export function cancelReasonText(
  meeting: Pick<Meeting, "cancelReason" | "cancelledBy" | "status">,
  userId: number,
): string {
  const byYou = meeting.cancelledBy === userId;
  const wasRequest = meeting.status === 0;
  switch (meeting.cancelReason) {
    case "declined":
      return byYou ? "You declined the request" : "The request was declined";
    case "expired":
      return "The request expired without an answer";
    case "organisers":
      return "The organisers cancelled the meeting";
    case "cannotAttend":
      return byYou ? "You could not attend" : "A participant could not attend";
    case "cancelled":
      if (wasRequest) return byYou ? "You withdrew the request" : "The request was withdrawn";
      return byYou ? "You cancelled the meeting" : "The meeting was cancelled by the other side";
    default:
      return "Cancelled";
  }
}

/** An address to open, with a scheme; null for an empty or placeholder website. */
export function websiteHref(website: string): string | null {
  const value = website.trim();
  if (!value || value === "-" || /\s/.test(value)) return null;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}
