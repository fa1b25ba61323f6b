import { tableLabel } from "@ebm/shared/scheduler";
import type { MeetingChange, NotificationEntry } from "@ebm/shared/schemas/mini/notifications";
import { and, count, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { dayOfSlot } from "../../db/scheduling.ts";
import {
  announcements,
  companies,
  contacts,
  editions,
  meetings,
  notifications,
  timeslotMetadata,
  timeslots,
} from "../../db/schema/index.ts";
import { localDate } from "../../lib/dates.ts";

/** A notification before it is written. */
export interface NotificationInput {
  userId: number;
  kind: MeetingChange;
  meetingId: number;
  actorId: number | null;
}

/** How many entries the centre lists (the newest); older ones stay counted until read. */
export const NOTIFICATIONS_LISTED = 50;

export function notificationsRepository(db: DbExecutor) {
  /**
   * Notifications with what they tell of: the meeting's slot, place and who made the change, or the
   * announcement's text.
   */
  const withFacts = () =>
    db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        meetingId: notifications.meetingId,
        announcementId: notifications.announcementId,
        announcementTitle: announcements.title,
        announcementBody: announcements.body,
        announcementZone: sql<
          string | null
        >`(select ${editions.timezone} from ${editions} where ${editions.id} = ${announcements.editionId})`,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        actorId: notifications.actorId,
        actorName: contacts.name,
        actorCompany: companies.name,
        timeStart: timeslots.timeStart,
        timeEnd: timeslots.timeEnd,
        startsAtUtc: timeslots.startsAtUtc,
        timeZone: editions.timezone,
        status: meetings.status,
        cancelled: sql<boolean>`${meetings.dtCancelled} IS NOT NULL`,
        table: meetings.tableNumber,
        tables: sql<
          number | null
        >`coalesce(${timeslotMetadata.meetingTables}, ${timeslotMetadata.meetingTablesMax})`,
      })
      .from(notifications)
      .leftJoin(announcements, eq(announcements.id, notifications.announcementId))
      .leftJoin(meetings, eq(meetings.id, notifications.meetingId))
      .leftJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
      .leftJoin(editions, eq(editions.id, meetings.editionId))
      .leftJoin(timeslotMetadata, dayOfSlot)
      .leftJoin(contacts, eq(contacts.id, notifications.actorId))
      .leftJoin(companies, eq(companies.id, contacts.companyId))
      .$dynamic();

  type Row = Awaited<ReturnType<ReturnType<typeof withFacts>["execute"]>>[number];

  const toNotification = (row: Row): NotificationEntry & { userId: number } => {
    const { kind, meetingId, startsAtUtc, timeZone, timeStart, timeEnd } = row;
    if (kind === "announcement" || meetingId === null)
      return {
        id: row.id,
        userId: row.userId,
        kind: "announcement",
        announcementId: row.announcementId ?? 0,
        title: row.announcementTitle ?? "",
        body: row.announcementBody ?? "",
        timeZone: row.announcementZone ?? "UTC",
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      };
    // A meeting's row always joins its slot and edition (the foreign keys cascade).
    if (!startsAtUtc || !timeZone || timeStart === null || timeEnd === null)
      throw new Error(`the meeting of notification ${row.id} has no slot`);
    return {
      id: row.id,
      userId: row.userId,
      kind,
      meetingId,
      actor:
        row.actorId !== null && row.actorName !== null
          ? { id: row.actorId, name: row.actorName, companyName: row.actorCompany ?? "" }
          : null,
      slot: {
        date: localDate(startsAtUtc, timeZone),
        timeStart,
        timeEnd,
        startsAt: startsAtUtc.toISOString(),
        timeZone,
      },
      // A place only while the meeting is on: a cancelled or unanswered one has none.
      place: row.status === 1 && !row.cancelled ? tableLabel(row.table, row.tables ?? row.table ?? 0) : null,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    };
  };

  return {
    /**
     * Writes the notification of an announcement for each of these users who has none of it yet;
     * answers the ids written (a user told before is left out).
     */
    async insertAnnouncement(announcementId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insert(notifications)
        .values(userIds.map((userId) => ({ userId, kind: "announcement" as const, announcementId })))
        .onConflictDoNothing({
          target: [notifications.announcementId, notifications.userId],
          where: sql`${notifications.announcementId} IS NOT NULL`,
        })
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    /** Writes notifications; answers their ids in the order given. */
    async insert(items: NotificationInput[]): Promise<number[]> {
      if (items.length === 0) return [];
      const rows = await db.insert(notifications).values(items).returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    /** Notifications by id, as the centre shows them (with the user each is for). */
    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await withFacts().where(inArray(notifications.id, ids));
      return rows.map(toNotification);
    },

    /** The user's newest notifications, newest first. */
    async list(userId: number, limit = NOTIFICATIONS_LISTED): Promise<NotificationEntry[]> {
      const rows = await withFacts()
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit);
      return rows.map(toNotification).map(({ userId: _, ...item }) => item);
    },

    async exists(meetingId: number, kind: MeetingChange): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.meetingId, meetingId), eq(notifications.kind, kind)))
        .limit(1);
      return row !== undefined;
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /**
     * Marks the user's unread notifications read: those of `ids`, or all up to `upToId`. Answers
     * how many changed (another user's ids change nothing).
     */
    async markRead(userId: number, which: { ids: number[] } | { upToId: number }, now: Date) {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            "ids" in which ? inArray(notifications.id, which.ids) : lte(notifications.id, which.upToId),
          ),
        )
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },
  };
}
