/**
 * The answer links of the request mails (`/scheduler?id=&a=1|2`, part 2 §2, §9). A link only
 * opens a question naming the request; the user answers with a click. The specification lets
 * the link act by itself after 2 seconds, which lets a link sent in a chat answer a request the
 * signed-in victim never saw.
 */
import type { Meeting, MeetingsResponse, Timeslot } from "@ebm/shared/schemas/scheduler";
import { cancelReasonText, meetingRole, slotTime } from "./scheduler-view.ts";

export type AnswerAction = "accept" | "decline";

export interface AnswerLink {
  meetingId: number;
  action: AnswerAction;
}

/**
 * An answer link's request (`?id=&a=1|2`): accept or decline meeting `id`; null unless both are
 * well formed.
 * @example answerLinkFromQuery("12", "1") → { meetingId: 12, action: "accept" }
 */
export function answerLinkFromQuery(id: string | null, a: string | null): AnswerLink | null {
  if (id === null || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const meetingId = Number(id);
  if (!Number.isSafeInteger(meetingId) || meetingId > 2_147_483_647) return null;
  if (a === "1") return { meetingId, action: "accept" };
  if (a === "2") return { meetingId, action: "decline" };
  return null;
}

/**
 * What the link's dialog can say about the meeting it names:
 * - `confirm`: a request to the user they may answer now, asked with a click;
 * - `ownRequest`: the user sent it; only the other side answers;
 * - `colleague`: a colleague's meeting the user was added to;
 * - `confirmed` / `closed`: accepted already, or declined, withdrawn, lapsed or cancelled;
 * - `unavailable`: pending, but not to be answered now (the scheduler is closed, the slot passed);
 * - `notFound`: not among the user's meetings (another person's link, or a wrong id).
 */
export type AnswerLinkState =
  | { kind: "confirm" | "ownRequest" | "colleague" | "confirmed" | "closed"; meeting: Meeting }
  | { kind: "unavailable"; meeting: Meeting; schedulerClosed: boolean }
  | { kind: "notFound" };

/**
 * Reads the linked meeting from the user's meetings.
 * @example answerLinkState({ meetingId: 7, action: "accept" }, meetings, user.id, true).kind === "confirm"
 */
export function answerLinkState(
  link: AnswerLink,
  meetings: Pick<MeetingsResponse, "meets" | "meetsCancelled">,
  userId: number,
  schedulerEnabled: boolean,
): AnswerLinkState {
  const live = meetings.meets.find((meeting) => meeting.id === link.meetingId);
  const cancelled = meetings.meetsCancelled.find((meeting) => meeting.id === link.meetingId);
  const meeting = live ?? cancelled;
  if (!meeting) return { kind: "notFound" };
  const role = meetingRole(meeting, userId);
  if (role === "block") return { kind: "notFound" };
  if (!live) return { kind: "closed", meeting };
  if (role === "colleague") return { kind: "colleague", meeting };
  if (meeting.status !== 0) return { kind: "confirmed", meeting };
  if (role === "sent") return { kind: "ownRequest", meeting };
  if (schedulerEnabled && meeting.actions.includes(link.action)) return { kind: "confirm", meeting };
  return { kind: "unavailable", meeting, schedulerClosed: !schedulerEnabled };
}

/**
 * The dialog's title and its first sentence for each state.
 * @example answerLinkText(state, "accept", user.id).title === "Accept this meeting request?"
 */
export function answerLinkText(
  state: AnswerLinkState,
  action: AnswerAction,
  userId: number,
): { title: string; text: string } {
  if (state.kind === "notFound") {
    return {
      title: "Meeting request not found",
      text:
        "This request is not in your scheduler. The link may be meant for someone else: check that " +
        "you are signed in with the account the e-mail was sent to.",
    };
  }
  const name = state.meeting.contact.name;
  switch (state.kind) {
    case "confirm":
      return action === "accept"
        ? {
            title: "Accept this meeting request?",
            text: `${name} asked to meet you. Accepting confirms the meeting and tells ${name}.`,
          }
        : {
            title: "Decline this meeting request?",
            text: `${name} asked to meet you. Declining frees the timeslot and tells ${name}.`,
          };
    case "ownRequest":
      return {
        title: "This is your own request",
        text: `You asked ${name} for this meeting, so you cannot ${action} it: only ${name} can answer it.`,
      };
    case "colleague":
      return {
        title: "This request is not yours to answer",
        text: `A colleague added you to this meeting with ${name}; only the person who was asked answers it.`,
      };
    case "confirmed":
      return {
        title: "This request was already answered",
        text:
          state.meeting.fromId === userId
            ? `${name} already accepted your request: the meeting is confirmed.`
            : "You already accepted this request: the meeting is confirmed.",
      };
    case "closed":
      return {
        title: "This request is no longer open",
        text: `${cancelReasonText(state.meeting, userId)}. There is nothing left to answer.`,
      };
    case "unavailable":
      return {
        title: "This request cannot be answered now",
        text: state.schedulerClosed
          ? "The organisers have closed the scheduler for now. You can answer the request once it opens again."
          : "Its timeslot has passed or it can no longer be answered.",
      };
  }
}

/**
 * The name of a time zone for people, with its abbreviation at `atIso` when the zone has one
 * other than its name; the name alone for an unknown zone.
 * @example zoneLabel("Europe/Dublin", "2025-11-07T10:00:00Z") === "Europe/Dublin, GMT"
 */
export function zoneLabel(timeZone: string, atIso: string): string {
  const name = timeZone.replaceAll("_", " ");
  const at = new Date(atIso);
  if (Number.isNaN(at.getTime())) return name;
  try {
    const short = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    return short && short !== timeZone ? `${name}, ${short}` : name;
  } catch {
    return name;
  }
}

/**
 * A slot's day and time as the scheduler writes them, with the zone they are in.
 * @example slotWhen(slot, "Friday Nov 7", "Europe/Dublin") === "Friday Nov 7, 10:00 – 10:30 (Europe/Dublin, GMT)"
 */
export function slotWhen(
  slot: Pick<Timeslot, "timeStart" | "timeEnd" | "startsAtUtc">,
  dayLabel: string,
  timeZone: string,
): string {
  return `${dayLabel}, ${slotTime(slot)} (${zoneLabel(timeZone, slot.startsAtUtc)})`;
}
