import type { Notification, NotificationEntry } from "./schemas/mini/notifications.ts";
import { formatDay, ownTimeIn, timeRange, zoneName } from "./zones.ts";

/** Who did it, as a sentence begins: "Erik Lindqvist (Nordic Refurb AB)", or the organisers. */
function who(n: Notification): string {
  if (!n.actor) return "The organisers";
  return n.actor.companyName ? `${n.actor.name} (${n.actor.companyName})` : n.actor.name;
}

/**
 * The meeting's slot with its zone, and the viewer's own time beside it when `ownZone` reads
 * another hour: "Thu 6 Nov, 10:00 – 10:20 Dublin time (11:00 your time)".
 */
export function slotWords(slot: Notification["slot"], ownZone?: string): string {
  const own = ownZone ? ownTimeIn(slot.startsAt, slot.timeZone, ownZone) : null;
  const when = `${formatDay(slot.date, "short")}, ${timeRange(slot.timeStart, slot.timeEnd)} ${zoneName(slot.timeZone)}`;
  return own ? `${when} (${own})` : when;
}

/**
 * One notification in words, a title and the line under it: the same in the notification centre,
 * the toast and a push message.
 */
export function describeNotification(
  n: NotificationEntry,
  ownZone?: string,
): { title: string; detail: string } {
  if (n.kind === "announcement") return { title: n.title, detail: n.body };
  const slot = slotWords(n.slot, ownZone);
  const at = n.place ? `${slot}, ${n.place.replace(/^Table: /, "table ")}` : slot;
  switch (n.kind) {
    case "requested":
      return { title: `${who(n)} asks to meet you`, detail: slot };
    case "accepted":
      return { title: `${who(n)} accepted your meeting`, detail: at };
    case "declined":
      return { title: `${who(n)} declined your request`, detail: slot };
    case "cancelled":
      return { title: `${who(n)} cancelled the meeting`, detail: slot };
    case "expired":
      return { title: "Your request lapsed without an answer", detail: slot };
    case "table-changed":
      return { title: "Your meeting moved to another table", detail: at };
    case "time-changed":
      return { title: "Your meeting moved to another time", detail: at };
    case "reminded":
      return { title: `${who(n)} reminds you of a request`, detail: slot };
    case "colleague-added":
      return { title: `${who(n)} added a colleague to the meeting`, detail: at };
    case "colleague-removed":
      return { title: `${who(n)} changed who joins the meeting`, detail: at };
    case "outcome":
      return { title: `${who(n)} said whether the meeting took place`, detail: slot };
    case "booked":
      return { title: "The organisers booked a meeting for you", detail: at };
    case "moved":
      return { title: "Your meeting moved to another time", detail: at };
    case "soon":
      return { title: "Your meeting begins soon", detail: at };
  }
}

/** Where a notification leads: the meeting in the scheduler. */
export const notificationHref = (n: Pick<Notification, "meetingId">) => `/scheduler?id=${n.meetingId}`;

/** How many characters of an announcement a push shows; the centre keeps the whole text. */
export const ANNOUNCEMENT_PUSH_PREVIEW = 180;
