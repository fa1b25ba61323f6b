import * as z from "zod/mini";
import { chatMessageSchema } from "./mini/chat.ts";
import { intSchema } from "./mini/common.ts";
import { announcementNotificationSchema, MEETING_CHANGES, notificationSchema } from "./mini/notifications.ts";

/**
 * Everything that travels over /ws/, one union per direction, validated on arrival on both ends.
 *
 * Events the server stores for a user (`storedEventSchema`) carry `seq`, a number that grows per
 * user: a client that reconnects sends the last one it saw in `auth.lastSeq` and receives what it
 * missed, in order, or `resync` when that is older than the server keeps (then it refetches).
 * Presence, typing and ping/pong are not stored and carry no `seq`.
 *
 * Built with `zod/mini` alone, as the modules under `schemas/mini/` are: the browser parses every
 * server event with it.
 */

const contactIdSchema = intSchema().check(z.gt(0));

/** Messages the browser sends. The first one must be `auth` with the session token. */
export const clientWsEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("auth"),
    token: z.string().check(z.minLength(1)).check(z.maxLength(200)),
    /** The newest `seq` this client has seen; absent on a first connection. */
    lastSeq: z.optional(intSchema().check(z.gte(0))),
  }),
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("pong") }),
  /** The user types to `contactId` (sent on the first input). */
  z.object({ type: z.literal("typing"), contactId: contactIdSchema }),
  /** The user stopped: 5 s without input, another contact chosen, or the page left. */
  z.object({ type: z.literal("stopped-typing"), contactId: contactIdSchema }),
]);
export type ClientWsEvent = z.infer<typeof clientWsEventSchema>;

/** Events stored per user before they are published; each carries the user's next `seq`. */
const storedEventOptions = [
  /** A message in one of the user's conversations (their own too, for their other devices). */
  z.object({ type: z.literal("new-message"), seq: intSchema(), message: chatMessageSchema }),
  /** `contactId` read the conversation up to `dateRead`. */
  z.object({
    type: z.literal("message-read"),
    seq: intSchema(),
    conversationId: intSchema(),
    contactId: contactIdSchema,
    dateRead: z.string(),
  }),
  /**
   * A meeting of the user changed (`change`), by `byId` (null: the organisers or the clock). Sent to
   * everyone at the meeting, the one who changed it too (their other screens); `notification` is
   * the user's new entry in the notification centre, absent for the one who made the change.
   */
  z.object({
    type: z.literal("meeting-changed"),
    seq: intSchema(),
    meetingId: intSchema(),
    change: z.enum(MEETING_CHANGES),
    byId: z.nullable(intSchema()),
    notification: z.optional(notificationSchema),
  }),
  /** The organisers sent the user an announcement: their new entry in the notification centre. */
  z.object({
    type: z.literal("announcement"),
    seq: intSchema(),
    notification: announcementNotificationSchema,
  }),
  /** The user read notifications on one device: the others update their count. */
  z.object({
    type: z.literal("notifications-read"),
    seq: intSchema(),
    /** The ids read; absent: all up to `upToId`. */
    ids: z.optional(z.array(intSchema())),
    upToId: z.optional(intSchema()),
  }),
] as const;
export const storedEventSchema = z.discriminatedUnion("type", [...storedEventOptions]);
export type StoredEvent = z.infer<typeof storedEventSchema>;
/** A stored event before the store gives it its `seq`. */
export type StoredEventInput = StoredEvent extends infer E
  ? E extends StoredEvent
    ? Omit<E, "seq">
    : never
  : never;

/** Messages the server sends. */
export const serverWsEventSchema = z.discriminatedUnion("type", [
  /** Authenticated; `seq` is the newest stored event of the user (what a client starts from). */
  z.object({ type: z.literal("auth-ok"), userId: intSchema(), seq: intSchema() }),
  z.object({ type: z.literal("auth-failed") }),
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("error"), message: z.string() }),
  /** The client's `lastSeq` is older than what the server keeps: refetch, then go on from `seq`. */
  z.object({ type: z.literal("resync"), seq: intSchema() }),
  ...storedEventOptions,
  z.object({ type: z.literal("user-typing"), contactId: contactIdSchema }),
  z.object({ type: z.literal("user-stopped-typing"), contactId: contactIdSchema }),
  z.object({ type: z.literal("user-connected"), contactId: contactIdSchema }),
  z.object({ type: z.literal("user-disconnected"), contactId: contactIdSchema }),
]);
export type ServerWsEvent = z.infer<typeof serverWsEventSchema>;
export type ServerWsEventType = ServerWsEvent["type"];
/** The server event of one type, for a subscription typed by event type. */
export type ServerWsEventOf<T extends ServerWsEventType> = Extract<ServerWsEvent, { type: T }>;
