import { z } from "zod";
import { idSchema } from "./common.ts";
import { notificationEntrySchema, PUSH_KINDS } from "./mini/notifications.ts";

export {
  type AnnouncementNotification,
  announcementNotificationSchema,
  MEETING_CHANGES,
  type MeetingChange,
  type Notification,
  type NotificationEntry,
  type NotificationKind,
  type NotificationList,
  notificationEntrySchema,
  notificationSchema,
  PUSH_KINDS,
  type PushKind,
  type PushMessage,
  type PushState,
  pushKindOf,
  pushStateSchema,
} from "./mini/notifications.ts";

/** How many ids one "mark read" call names at most. */
export const NOTIFICATIONS_READ_MAX = 200;

/** GET /api/notifications */
export const notificationListResponseSchema = z.object({
  status: z.number().int(),
  items: z.array(notificationEntrySchema),
  unread: z.number().int(),
});

/** POST /api/notifications/read: the ids read, or everything up to `upToId` (the newest one seen). */
export const notificationsReadBodySchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(NOTIFICATIONS_READ_MAX) }).strict(),
  z.object({ upToId: idSchema }).strict(),
]);
export type NotificationsReadBody = z.infer<typeof notificationsReadBodySchema>;

export const notificationsReadResponseSchema = z.object({
  status: z.number().int(),
  /** Unread notifications left. */
  unread: z.number().int(),
});

/** Endpoint addresses are the push service's; none is longer than this. */
export const PUSH_ENDPOINT_MAX = 1000;

/** PUT /api/notifications/push: this device's subscription (PushSubscription.toJSON()) and its kinds. */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z.string().url().max(PUSH_ENDPOINT_MAX),
    keys: z
      .object({
        /** The device's P-256 public key, base64url (65 bytes). */
        p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "must be a base64url P-256 key"),
        /** The device's auth secret, base64url (16 bytes). */
        auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, "must be a base64url secret"),
      })
      .strict(),
    kinds: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length),
    /** The device's time zone, so a push names the viewer's own hour beside the event's. */
    timeZone: z.string().max(64).optional(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** POST /api/notifications/push/remove */
export const pushEndpointBodySchema = z
  .object({ endpoint: z.string().url().max(PUSH_ENDPOINT_MAX) })
  .strict();

/** GET /api/notifications/push?endpoint=…: whether this device is subscribed, and to what. */
export const pushStateResponseSchema = z.object({
  status: z.number().int(),
  /** The server's VAPID public key (base64url), the applicationServerKey of a subscription. */
  publicKey: z.string(),
  /** Whether the endpoint asked about is subscribed for the caller. */
  subscribed: z.boolean(),
  kinds: z.array(z.enum(PUSH_KINDS)),
});

/** GET and PUT /api/notifications/settings: what the caller wants by e-mail. */
export const notificationSettingsSchema = z
  .object({
    /** A mail before each accepted meeting too (the reminder comes in the app and by push anyway). */
    reminderMail: z.boolean(),
  })
  .strict();
export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  status: z.number().int(),
});
