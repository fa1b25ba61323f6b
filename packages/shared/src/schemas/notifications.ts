import { z } from "zod";
import { idSchema } from "./common.ts";
import { notificationSchema } from "./mini/notifications.ts";

export {
  MEETING_CHANGES,
  type MeetingChange,
  type Notification,
  type NotificationList,
  notificationSchema,
} from "./mini/notifications.ts";

/** How many ids one "mark read" call names at most. */
export const NOTIFICATIONS_READ_MAX = 200;

/** GET /api/notifications */
export const notificationListResponseSchema = z.object({
  status: z.number().int(),
  items: z.array(notificationSchema),
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
