import type {
  AnnouncementNotification,
  MeetingChange,
  Notification,
  NotificationKind,
  NotificationList,
} from "@ebm/shared/schemas/mini/notifications";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/client.ts";
import type { EventFor, EventStore, StoredEventFor } from "../../plugins/realtime/event-store.ts";
import { notificationsRepository } from "./notifications.repository.ts";

/** One change of a meeting, as the people at it hear of it. */
export interface MeetingNews {
  meetingId: number;
  change: MeetingChange;
  /** Who made it; null for the organisers or the clock. */
  byId: number | null;
  /** Everyone at the meeting: each gets the live event (who made it too, for their other screens). */
  people: number[];
  /** Those told in their notification centre; by default everyone at the meeting but who made it. */
  notify?: number[];
}

/** What `announce` stored in the caller's transaction: publish it after the commit. */
export interface Announced {
  events: StoredEventFor[];
  /** The notifications written, by user, for whatever else tells them (push). */
  notified: { id: number; userId: number; kind: NotificationKind }[];
}

/** What the scheduler and the reminders need of the notifications: tell, then publish. */
export interface MeetingNewsPort {
  /** Stores the notifications and the live events of `news` in the caller's transaction. */
  announce(tx: DbExecutor, news: MeetingNews[]): Promise<Announced>;
  /** Whether the meeting's people were told of `change` already (a reminder is told once). */
  told(tx: DbExecutor, meetingId: number, change: MeetingChange): Promise<boolean>;
  /** Publishes what `announce` stored; call it after the commit. Never throws. */
  publish(announced: Announced): Promise<void>;
}

export interface NotificationsDeps {
  db: Db;
  events: EventStore;
  log: FastifyBaseLogger;
  /** Whatever else tells the notified users (Web Push), in the same transaction. */
  onNotified?: (tx: DbExecutor, notified: Announced["notified"]) => Promise<void>;
  /** After the commit of what `onNotified` was told of (push sends it now). */
  onPublished?: () => void;
}

/**
 * The notification centre and the live events of meetings (decision 0018): a change of a meeting
 * writes a notification for each person told and a `meeting-changed` event for everyone at it, in
 * the change's own transaction, and publishes after the commit, as the chat does.
 */
export function notificationsService(deps: NotificationsDeps) {
  const { db, events, log } = deps;
  const repo = notificationsRepository(db);

  return {
    async announce(tx: DbExecutor, news: MeetingNews[]): Promise<Announced> {
      const txRepo = notificationsRepository(tx);
      const inputs = news.flatMap((item) =>
        [...new Set(item.notify ?? item.people.filter((id) => id !== item.byId))].map((userId) => ({
          userId,
          kind: item.change,
          meetingId: item.meetingId,
          actorId: item.byId,
        })),
      );
      const ids = await txRepo.insert(inputs);
      const written = (await txRepo.byIds(ids)).filter(
        (n): n is Notification & { userId: number } => n.kind !== "announcement",
      );
      const forUser = new Map(
        written.map(({ userId, ...notification }) => [
          `${userId}:${notification.meetingId}:${notification.kind}`,
          notification,
        ]),
      );
      const live: EventFor[] = news.flatMap((item) =>
        [...new Set([...item.people, ...(item.notify ?? [])])].map((userId) => {
          const notification = forUser.get(`${userId}:${item.meetingId}:${item.change}`);
          return {
            userId,
            event: {
              type: "meeting-changed" as const,
              meetingId: item.meetingId,
              change: item.change,
              byId: item.byId,
              ...(notification ? { notification } : {}),
            },
          };
        }),
      );
      const notified = written.map((n) => ({ id: n.id, userId: n.userId, kind: n.kind }));
      if (notified.length > 0) await deps.onNotified?.(tx, notified);
      return { events: await events.append(tx, live), notified };
    },

    /**
     * Tells these users of an announcement in the caller's transaction: a notification and an
     * `announcement` event each, and whatever `onNotified` adds (push). A user told of it before is
     * left out, so a batch run again tells nobody twice. Publish the answer after the commit.
     */
    async announceToAll(tx: DbExecutor, announcementId: number, userIds: number[]): Promise<Announced> {
      const txRepo = notificationsRepository(tx);
      const ids = await txRepo.insertAnnouncement(announcementId, [...new Set(userIds)]);
      const written = (await txRepo.byIds(ids)).filter(
        (n): n is AnnouncementNotification & { userId: number } => n.kind === "announcement",
      );
      const live: EventFor[] = written.map(({ userId, ...notification }) => ({
        userId,
        event: { type: "announcement" as const, notification },
      }));
      const notified = written.map((n) => ({ id: n.id, userId: n.userId, kind: n.kind }));
      if (notified.length > 0) await deps.onNotified?.(tx, notified);
      return { events: await events.append(tx, live), notified };
    },

    told: (tx: DbExecutor, meetingId: number, change: MeetingChange) =>
      notificationsRepository(tx).exists(meetingId, change),

    async publish(announced: Announced): Promise<void> {
      if (announced.notified.length > 0) deps.onPublished?.();
      await events
        .publish(announced.events)
        .catch((err) => log.warn({ err }, "could not publish meeting events"));
    },

    /** The user's notification centre: the newest entries and the unread count. */
    async list(userId: number): Promise<NotificationList> {
      const [items, unread] = await Promise.all([repo.list(userId), repo.unread(userId)]);
      return { items, unread };
    },

    /**
     * Marks notifications of the user read (ids of others change nothing) and tells the user's
     * other screens. Answers the unread count left.
     */
    async markRead(userId: number, which: { ids: number[] } | { upToId: number }, now: Date) {
      const stored = await db.transaction(async (tx) => {
        const changed = await notificationsRepository(tx).markRead(userId, which, now);
        if (changed.length === 0) return [];
        return events.append(tx, [{ userId, event: { type: "notifications-read", ids: changed } }]);
      });
      await events.publish(stored).catch((err) => log.warn({ err }, "could not publish read notifications"));
      return repo.unread(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
