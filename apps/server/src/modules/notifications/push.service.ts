import {
  ANNOUNCEMENT_PUSH_PREVIEW,
  describeNotification,
  notificationHref,
} from "@ebm/shared/notification-words";
import {
  type PushKind,
  type PushMessage,
  type PushState,
  type PushSubscriptionBody,
  pushKindOf,
} from "@ebm/shared/schemas/notifications";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import type { JobPayloads } from "../../lib/job-payloads.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { notificationsRepository } from "./notifications.repository.ts";
import type { Announced } from "./notifications.service.ts";
import { pushRepository } from "./push.repository.ts";
import type { PushSender } from "./push-sender.ts";
import { mayPushTo } from "./push-sender.ts";

export interface PushDeps {
  db: Db;
  jobs: JobRunner;
  sender: PushSender;
  /** Push endpoints allowed besides the browsers' push services (PUSH_EXTRA_ORIGINS). */
  extraOrigins: readonly string[];
  log: FastifyBaseLogger;
}

/** Refusals in the words the user reads. */
export const PUSH_REFUSAL = {
  endpoint: "endpoint: This is not the address of a browser's push service.",
} as const;

/** How much of a chat message a push shows. */
const MESSAGE_PREVIEW = 140;

/** A text on one line, cut to `max` characters with an ellipsis. */
function shortened(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Web Push (decision 0018): a device subscribes with the kinds it wants; each notification and
 * each chat message to its user becomes one `push.send` job per device, enqueued in the change's
 * transaction, so a push is sent once across instances and only for what was stored. A device the
 * push service no longer knows (404, 410) is removed.
 */
export function pushService(deps: PushDeps) {
  const { db, jobs, sender, log } = deps;
  const repo = pushRepository(db);

  /** One job per device of these users that wants `kind`. */
  async function enqueueFor(
    tx: DbExecutor,
    userIds: number[],
    kind: PushKind,
    about: Omit<JobPayloads["push.send"], "subscriptionId">,
  ): Promise<void> {
    const devices = await pushRepository(tx).wanting([...new Set(userIds)], kind);
    for (const device of devices)
      await jobs.enqueue(tx, "push.send", { subscriptionId: device.id, ...about });
  }

  /** What the push of a job says, or null when there is nothing to say any more. */
  async function messageOf(
    payload: JobPayloads["push.send"],
    device: { userId: number; timeZone: string | null },
  ): Promise<PushMessage | null> {
    if (payload.notificationId !== undefined) {
      const [notification] = await notificationsRepository(db).byIds([payload.notificationId]);
      if (!notification || notification.userId !== device.userId) return null;
      if (notification.kind === "announcement")
        return {
          title: notification.title,
          body: shortened(notification.body, ANNOUNCEMENT_PUSH_PREVIEW),
          // The bell on any page shows it whole.
          url: "/",
          tag: `announcement-${notification.announcementId}`,
        };
      const { title, detail } = describeNotification(notification, device.timeZone ?? undefined);
      return {
        title,
        body: detail,
        url: notificationHref(notification),
        tag: `meeting-${notification.meetingId}`,
      };
    }
    if (payload.messageId !== undefined) {
      const message = await repo.message(payload.messageId);
      // Read on another screen already: nothing to tell.
      if (!message || message.readAt !== null || message.senderId === device.userId) return null;
      return {
        title: message.companyName ? `${message.senderName} (${message.companyName})` : message.senderName,
        body: shortened(message.content, MESSAGE_PREVIEW),
        url: `/messages/${message.senderId}`,
        tag: `chat-${message.senderId}`,
      };
    }
    return null;
  }

  return {
    publicKey: sender.publicKey,

    /** Sends what the last commit enqueued now rather than at the runner's next poll. */
    wake: () => jobs.wake(["push.send"]),

    /** Whether `endpoint` is this user's subscribed device, and what it wants. */
    async state(userId: number, endpoint: string | undefined): Promise<Omit<PushState, "status">> {
      const row = endpoint ? await repo.ofUser(userId, endpoint) : undefined;
      return { publicKey: sender.publicKey, subscribed: row !== undefined, kinds: row?.kinds ?? [] };
    },

    async subscribe(userId: number, body: PushSubscriptionBody, now: Date): Promise<void> {
      if (!mayPushTo(body.endpoint, deps.extraOrigins)) throw badRequest(PUSH_REFUSAL.endpoint, "endpoint");
      await db.transaction((tx) =>
        pushRepository(tx).upsert(userId, { ...body, kinds: [...new Set(body.kinds)] }, now),
      );
    },

    unsubscribe: (userId: number, endpoint: string) => repo.remove(userId, endpoint),

    reminderMail: (userId: number) => repo.reminderMail(userId),
    setReminderMail: (userId: number, value: boolean) => repo.setReminderMail(userId, value),

    /** The notifications module's `onNotified`: a push per notification to each device that wants its kind. */
    async notified(tx: DbExecutor, notified: Announced["notified"]) {
      for (const item of notified)
        await enqueueFor(tx, [item.userId], pushKindOf(item.kind), { notificationId: item.id });
    },

    /** The chat's hook: a push of a new message to the recipient's devices that want messages. */
    messageStored: (tx: DbExecutor, message: { id: number; recipientId: number }) =>
      enqueueFor(tx, [message.recipientId], "messages", { messageId: message.id }),

    /**
     * The `push.send` job: sends one push to one device. A device gone from the push service is
     * removed; any other failure is retried by the runner, then given up (the notification centre
     * keeps what the push would have said).
     */
    async deliver(payload: JobPayloads["push.send"], now: Date): Promise<"sent" | "nothing" | "gone"> {
      const device = await repo.byId(payload.subscriptionId);
      if (!device) return "nothing";
      const message = await messageOf(payload, device);
      if (!message) return "nothing";
      const outcome = await sender.send(device, message, payload.messageId !== undefined ? "high" : "normal");
      if (outcome.ok) {
        await repo.markSent(device.id, now);
        return "sent";
      }
      if (outcome.gone) {
        await repo.removeById(device.id);
        log.info({ subscriptionId: device.id, status: outcome.status }, "push subscription gone, removed");
        return "gone";
      }
      throw new Error(outcome.reason);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
