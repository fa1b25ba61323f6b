/**
 * The pure rules of the meeting request flow on the company page (part 2 §2 "Meeting buttons",
 * §4 "Meeting request flow"): which button a contact shows, and what each slot of the timeslot
 * picker offers.
 */
import type { Timeslot } from "@ebm/shared/schemas/scheduler";
import { type TimeslotRequest, timeslotDayName } from "../../../lib/timeslot-request.ts";

/**
 * The meeting button of one contact:
 * - `hidden`: no button (visitors, the own company, the scheduler switched off, 'To be decided');
 * - `pick`: 'Request Meeting', which opens the timeslot picker;
 * - `checking`: a timeslot is selected and the contact's availability in it is being asked;
 * - `requestInSlot`: 'Request Meeting on … from …', which opens the message modal for that slot;
 * - `notAvailable`: the red 'Not available in this timeslot', which opens the timeslot picker.
 */
export type MeetingButtonState = "hidden" | "pick" | "checking" | "requestInSlot" | "notAvailable";

export interface MeetingButtonFacts {
  signedIn: boolean;
  /** The setting `schedulerEnabled`; undefined while the settings load. */
  schedulerEnabled: boolean | undefined;
  isOwnCompany: boolean;
  /** The contact is oneself. */
  isSelf: boolean;
  /** The contact is a placeholder named 'To be decided'. */
  isPlaceholder: boolean;
  /** A timeslot was selected in the scheduler or the directory. */
  hasSelectedTimeslot: boolean;
  /**
   * Contacts of the company busy in the selected timeslot (POST check-availability), or null
   * while that answer is outstanding. `undefined` when asking failed: the picker then decides.
   */
  notAvailableContacts: readonly number[] | null | undefined;
  contactId: number;
}

/** Whether the contact gets a meeting button at all, whatever the selected timeslot. */
export function offersMeeting(
  facts: Pick<
    MeetingButtonFacts,
    "signedIn" | "schedulerEnabled" | "isOwnCompany" | "isSelf" | "isPlaceholder"
  >,
): boolean {
  return (
    facts.signedIn &&
    facts.schedulerEnabled === true &&
    !facts.isOwnCompany &&
    !facts.isSelf &&
    !facts.isPlaceholder
  );
}

export function meetingButtonState(facts: MeetingButtonFacts): MeetingButtonState {
  if (!offersMeeting(facts)) return "hidden";
  if (!facts.hasSelectedTimeslot) return "pick";
  // Without an answer on availability the picker shows which slots are free.
  if (facts.notAvailableContacts === undefined) return "pick";
  if (facts.notAvailableContacts === null) return "checking";
  return facts.notAvailableContacts.includes(facts.contactId) ? "notAvailable" : "requestInSlot";
}

/**
 * What a slot of the timeslot picker offers: `notAvailable` when one of the two people is already
 * busy in it, it has ended or it is a keynote; `fullyBooked` when no place is left; else `request`.
 */
export type SlotChoice = "notAvailable" | "fullyBooked" | "request";

export function slotChoice(
  slot: Pick<Timeslot, "id" | "endsAtUtc" | "keynote" | "isFullyBooked">,
  takenIds: ReadonlySet<number>,
  nowMs: number,
): SlotChoice {
  const endsAt = Date.parse(slot.endsAtUtc);
  const ended = Number.isNaN(endsAt) || endsAt <= nowMs;
  if (takenIds.has(slot.id) || ended || slot.keynote) return "notAvailable";
  return slot.isFullyBooked ? "fullyBooked" : "request";
}

/**
 * The day tab the picker opens on: the first day with a slot that has not ended, else the first
 * day. `preferredDay` (the selected timeslot's day) wins when it is one of the days.
 */
export function initialPickerDay(
  slots: readonly Pick<Timeslot, "day" | "endsAtUtc">[],
  nowMs: number,
  preferredDay?: number,
): number {
  const days = [...new Set(slots.map((slot) => slot.day))].sort((a, b) => a - b);
  if (preferredDay !== undefined && days.includes(preferredDay)) return preferredDay;
  const open = slots
    .filter((slot) => Date.parse(slot.endsAtUtc) > nowMs)
    .map((slot) => slot.day)
    .sort((a, b) => a - b);
  return open[0] ?? days[0] ?? 1;
}

/**
 * The label of the button that requests a meeting in the selected timeslot (part 2 §2).
 * @example requestInSlotLabel({ day: 1, timeStart: "10:00", timeEnd: "10:20" }) === "Request Meeting on Thursday from 10:00 - 10:20"
 */
export function requestInSlotLabel(slot: Pick<TimeslotRequest, "day" | "timeStart" | "timeEnd">): string {
  return `Request Meeting on ${timeslotDayName(slot.day)} from ${slot.timeStart} - ${slot.timeEnd}`;
}
