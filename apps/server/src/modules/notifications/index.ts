/**
 * The public face of the notifications module (the notification centre and the live events of
 * meetings): what the app, the services and other modules may use of it. Everything else in this
 * folder is its own (docs/decisions/0016).
 */
export { default as notificationsRoutes } from "./notifications.routes.ts";
export {
  type Announced,
  type MeetingNews,
  type MeetingNewsPort,
  type NotificationsService,
  notificationsService,
} from "./notifications.service.ts";
export { type PushService, pushService } from "./push.service.ts";
export { extraOriginsOf, pushSender, vapidKeys, vapidSubject } from "./push-sender.ts";
