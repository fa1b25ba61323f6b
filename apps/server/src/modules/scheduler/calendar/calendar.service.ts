import { tableLabel } from "@ebm/shared/scheduler";
import type { Db, DbExecutor } from "../../../db/client.ts";
import { assertOr, notFound } from "../../../lib/errors.ts";
import { hashToken, newToken } from "../../../lib/tokens.ts";
import type { SettingsService } from "../../settings/index.ts";
import { type CalendarEvent, calendarText } from "./calendar.ics.ts";
import { calendarRepository } from "./calendar.repository.ts";

type MeetingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof calendarRepository>["meeting"]>>>;

const NO_FEED = "This calendar address is not (or no longer) valid.";

/**
 * The user's meetings in their own calendar: a personal feed behind a secret address, which the
 * user can replace or turn off, and single meetings as files. Each meeting keeps one UID in both,
 * and its SEQUENCE grows with every change the scheduler makes, so calendars update it in place;
 * cancelled, declined and lapsed meetings stay in the feed as cancelled, so calendars drop them.
 */
export function calendarService(deps: { db: Db; settings: SettingsService; publicUrl: string }) {
  const repo = calendarRepository(deps.db);
  const host = new URL(deps.publicUrl).hostname;
  const schedulerUrl = `${deps.publicUrl}/scheduler`;
  const feedUrl = (token: string) => `${deps.publicUrl}/api/scheduler/calendar/${token}.ics`;

  function toEvent(row: MeetingRow): CalendarEvent {
    const status = row.dtCancelled ? "CANCELLED" : row.status === 1 ? "CONFIRMED" : "TENTATIVE";
    // Without the day's table count only the fixed lobby numbers (above 150) read as the lobby.
    const place =
      status === "CANCELLED" ? null : tableLabel(row.table, row.tables ?? Number.MAX_SAFE_INTEGER);
    const state = {
      CONFIRMED: [],
      TENTATIVE: ["Meeting request, not confirmed yet."],
      CANCELLED: ["This meeting has been cancelled."],
    }[status];
    const message = row.message.trim() ? [`Message from ${row.senderName}:`, row.message.trim()] : [];
    return {
      uid: `meeting-${row.id}@${host}`,
      sequence: row.sequence,
      status,
      startsAtUtc: row.startsAtUtc,
      endsAtUtc: row.endsAtUtc,
      timezone: row.timezone,
      createdAt: row.createdAt,
      lastModified: row.updatedAt,
      summary: `Meeting with ${row.otherName} (${row.otherCompany})`,
      location: [place, row.venue, row.venueAddress].filter(Boolean).join(", "),
      description: [...state, ...message, `Your meetings: ${schedulerUrl}`].join("\n\n"),
      url: schedulerUrl,
    };
  }

  return {
    /** Whether the user has a feed, and since when; its address was shown once, when it was made. */
    async feedStatus(contactId: number) {
      const feed = await repo.feedOf(contactId);
      return { url: null, createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /** Makes a new secret address for the user's feed; the old one stops working at once. */
    async newFeed(contactId: number) {
      const token = newToken();
      const feed = await repo.replaceFeed(contactId, hashToken(token));
      return { url: feedUrl(token), createdAt: feed.createdAt.toISOString() };
    },

    /**
     * Turns the user's feed off: its address answers 404 from now on. Pass `tx` to end it with
     * another change (a new password), so both are stored or neither.
     */
    revokeFeed: (contactId: number, tx: DbExecutor = deps.db) => calendarRepository(tx).deleteFeed(contactId),

    /** The feed behind a secret address: the owner's meetings of the current edition. */
    async feed(token: string, now: Date): Promise<string> {
      const contactId = await repo.contactOfFeed(hashToken(token));
      assertOr(contactId !== undefined, notFound(NO_FEED));
      const { edition } = await deps.settings.current();
      const rows = await repo.meetingsInEdition(contactId, edition.id);
      return calendarText({ name: `EBM ${edition.name} meetings`, events: rows.map(toEvent), now });
    },

    /** One of the user's meetings as a calendar file. */
    async meetingFile(contactId: number, meetingId: number, now: Date): Promise<string> {
      const row = await repo.meeting(contactId, meetingId);
      assertOr(row, notFound("Meeting not found."));
      return calendarText({ events: [toEvent(row)], now });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
