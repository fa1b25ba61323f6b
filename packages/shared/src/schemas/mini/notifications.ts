import * as z from "zod/mini";
import { intSchema } from "./common.ts";

/**
 * What happened to a meeting, as its people hear of it: over the WebSocket (`meeting-changed`),
 * in the notification centre, and in a push message.
 */
export const MEETING_CHANGES = [
  /** Someone asks the user for a meeting. */
  "requested",
  "accepted",
  "declined",
  /** A request withdrawn, or an accepted meeting called off. */
  "cancelled",
  /** An unanswered request lapsed. */
  "expired",
  /** The organisers moved the meeting to another table. */
  "table-changed",
  /** The organisers moved the meeting to another timeslot (its meeting day's pattern changed). */
  "time-changed",
  /** The requester reminded the user of a request that waits. */
  "reminded",
  /** A colleague joined (or was taken off) the meeting. */
  "colleague-added",
  "colleague-removed",
  /** After the slot, one side said whether it took place. */
  "outcome",
  /** The organisers booked the meeting for the user, accepted at once. */
  "booked",
  /** The organisers moved the meeting to another timeslot. */
  "moved",
  /** The meeting begins soon (the automatic reminder before each accepted meeting). */
  "soon",
] as const;
export type MeetingChange = (typeof MEETING_CHANGES)[number];

/** The slot of a meeting, in the event's time zone (which it names). */
export const notificationSlotSchema = z.object({
  /** The meeting day, `YYYY-MM-DD` in the event's zone. */
  date: z.string(),
  timeStart: z.string(),
  timeEnd: z.string(),
  /** The start as an instant (ISO), for the viewer's own clock beside the event's. */
  startsAt: z.string(),
  /** The event's IANA zone, e.g. `Europe/Dublin`. */
  timeZone: z.string(),
});

/** One entry of a user's notification centre. */
export const notificationSchema = z.object({
  id: intSchema(),
  kind: z.enum(MEETING_CHANGES),
  meetingId: intSchema(),
  /** Who did it (the other side, a colleague, the organisers' table move: null). */
  actor: z.nullable(z.object({ id: intSchema(), name: z.string(), companyName: z.string() })),
  slot: notificationSlotSchema,
  /** Where the meeting takes place, when it has a place ("Table 12", "Hotel lobby"). */
  place: z.nullable(z.string()),
  createdAt: z.string(),
  /** When the user read it; null while unread. */
  readAt: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** An announcement of the organisers to the user (a group of attendees, or all of them). */
export const announcementNotificationSchema = z.object({
  id: intSchema(),
  kind: z.literal("announcement"),
  announcementId: intSchema(),
  title: z.string(),
  /** The whole text: the centre is where an attendee reads it. */
  body: z.string(),
  /** The event's IANA zone, in which the centre says when it came. */
  timeZone: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type AnnouncementNotification = z.infer<typeof announcementNotificationSchema>;

/** One entry of the notification centre: news of a meeting, or an announcement of the organisers. */
export const notificationEntrySchema = z.union([notificationSchema, announcementNotificationSchema]);
export type NotificationEntry = z.infer<typeof notificationEntrySchema>;
/** What an entry of the centre tells of. */
export type NotificationKind = NotificationEntry["kind"];

/** The notification centre's answer: the newest entries and how many are unread in all. */
export const notificationListSchema = z.object({
  items: z.array(notificationEntrySchema),
  unread: intSchema(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * What a device may be told by push, each switched on or off per device: requests (a request, a
 * reminder of one), answers (accepted, declined, cancelled, lapsed, a table or the people changed),
 * chat messages, the reminder before each meeting, and the organisers' announcements.
 */
export const PUSH_KINDS = ["requests", "answers", "messages", "reminders", "announcements"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The push kind that an entry of the notification centre belongs to. */
export function pushKindOf(change: NotificationKind): PushKind {
  if (change === "announcement") return "announcements";
  if (change === "requested" || change === "reminded") return "requests";
  if (change === "soon") return "reminders";
  return "answers";
}

/** GET /api/notifications/push (and the answers of its changes), as the web reads it. */
export const pushStateSchema = z.object({
  /** The server's VAPID public key (base64url), the applicationServerKey of a subscription. */
  publicKey: z.string(),
  /** Whether the endpoint asked about is subscribed for the caller. */
  subscribed: z.boolean(),
  kinds: z.array(z.enum(PUSH_KINDS)),
});
export type PushState = z.infer<typeof pushStateSchema>;

/**
 * What the service worker receives in a push message and shows: a title, a line, the page it opens,
 * and a tag under which a newer message replaces an older one on the device.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of this site: the scheduler at the meeting, the conversation. */
  url: string;
  tag: string;
}
