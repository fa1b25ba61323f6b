import { describeNotification as describeIn, slotWords as slotWordsIn } from "@ebm/shared/notification-words";
import type { Notification, NotificationEntry } from "@ebm/shared/schemas/notifications";
import { deviceZone } from "../../../lib/format.ts";

export { notificationHref } from "@ebm/shared/notification-words";

/**
 * The meeting's slot with its zone, and the viewer's own time beside it when their device reads
 * another hour: "Thu 6 Nov, 10:00 – 10:20 Dublin time (11:00 your time)".
 */
export const slotWords = (slot: Notification["slot"], ownZone = deviceZone()) => slotWordsIn(slot, ownZone);

/** One notification in words (packages/shared/src/notification-words.ts), on this device's clock. */
export const describeNotification = (n: NotificationEntry, ownZone = deviceZone()) => describeIn(n, ownZone);
