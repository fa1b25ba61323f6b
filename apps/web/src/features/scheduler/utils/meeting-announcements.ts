/**
 * What a screen reader is told when the user's meetings change while the scheduler is open: a
 * request received, a request accepted, declined or withdrawn, a meeting cancelled. Only changes
 * made by someone else are told here; the user's own actions are told by their snackbars.
 */
import type { Meeting } from "@ebm/shared/schemas/scheduler";
import { meetingRole } from "./scheduler-view.ts";

/** The meetings as GET /api/scheduler/meetings answers them, at one moment. */
export interface MeetingsSnapshot {
  meets: Meeting[];
  meetsCancelled: Meeting[];
}

/** "Friday Nov 7, 10:00 to 10:30" for a meeting's timeslot. */
export type DescribeSlot = (timeslotId: number) => string;

const who = (meeting: Meeting) => `${meeting.contact.name} (${meeting.contact.companyName})`;

/** A live meeting that was not live before: new for the user, or answered since. */
function liveChange(
  meeting: Meeting,
  before: Meeting | undefined,
  userId: number,
  when: string,
): string | null {
  const role = meetingRole(meeting, userId);
  if (role === "block") return null;
  if (before === undefined) {
    if (role === "colleague")
      return `A colleague added you to their meeting with ${who(meeting)} on ${when}.`;
    if (role === "received" && meeting.status === 0) {
      return `New meeting request from ${who(meeting)} for ${when}.`;
    }
  }
  // Only the recipient accepts: a sent request that is accepted now was answered by the other side.
  const wasPending = before === undefined || before.status === 0;
  if (role === "sent" && wasPending && meeting.status === 1) {
    const place = meeting.tableLabel ? ` ${meeting.tableLabel}.` : "";
    return `${who(meeting)} accepted your meeting request for ${when}.${place}`;
  }
  return null;
}

/** A meeting that went to the Cancelled Meetings list, when someone else (or the clock) did it. */
function cancelledChange(meeting: Meeting, userId: number, when: string): string | null {
  if (meeting.cancelledBy === userId) return null;
  switch (meeting.cancelReason) {
    case "declined":
      return `${who(meeting)} declined your meeting request for ${when}.`;
    case "expired":
      return `The meeting request with ${who(meeting)} for ${when} expired without an answer.`;
    case "cannotAttend":
      return `A participant cannot attend the meeting with ${who(meeting)} on ${when}.`;
    default:
      return meeting.status === 0
        ? `${who(meeting)} withdrew the meeting request for ${when}.`
        : `${who(meeting)} cancelled the meeting on ${when}.`;
  }
}

/**
 * The sentences that tell how the meetings changed from `before` to `after`, in the order of the
 * lists; empty when nothing changed that someone else did.
 * @example meetingChanges(previous, next, user.id, describe) → ["Anna Schmidt (Acme) accepted your meeting request for Friday Nov 7, 10:00 to 10:30. Table: 4."]
 */
export function meetingChanges(
  before: MeetingsSnapshot,
  after: MeetingsSnapshot,
  userId: number,
  describeSlot: DescribeSlot,
): string[] {
  const liveBefore = new Map(before.meets.map((meeting) => [meeting.id, meeting]));
  const cancelledBefore = new Set(before.meetsCancelled.map((meeting) => meeting.id));
  const changes: string[] = [];
  for (const meeting of after.meets) {
    if (cancelledBefore.has(meeting.id)) continue;
    const change = liveChange(meeting, liveBefore.get(meeting.id), userId, describeSlot(meeting.timeslotId));
    if (change) changes.push(change);
  }
  for (const meeting of after.meetsCancelled) {
    if (cancelledBefore.has(meeting.id) || meetingRole(meeting, userId) === "block") continue;
    const change = cancelledChange(meeting, userId, describeSlot(meeting.timeslotId));
    if (change) changes.push(change);
  }
  return changes;
}
