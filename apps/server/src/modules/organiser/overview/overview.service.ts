import { MEETING_SOURCES, type MeetingSource } from "@ebm/shared/matchmaking";
import { acceptanceRate } from "@ebm/shared/organiser-figures";
import { floorTables } from "@ebm/shared/scheduler";
import type { Overview, OverviewSource, OverviewTableDay } from "@ebm/shared/schemas/organiser-overview";
import { registrationStatusSchema } from "@ebm/shared/schemas/payments";
import type { Db } from "../../../db/client.ts";
import { localDate } from "../../../lib/dates.ts";
import type { DinnerService } from "../../dinner/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import { overviewRepository } from "./overview.repository.ts";

type SlotUse = Awaited<ReturnType<ReturnType<typeof overviewRepository>["slotUse"]>>[number];

/** The slots of each meeting day, in time order, with the day's busiest slot. */
function tableDays(slots: SlotUse[], timeZone: string): OverviewTableDay[] {
  const days = new Map<number, OverviewTableDay>();
  for (const slot of slots) {
    let day = days.get(slot.day);
    if (!day) {
      day = {
        day: slot.day,
        date: localDate(slot.startsAtUtc, timeZone),
        tables: floorTables(slot.tables),
        tablesMax: slot.tablesMax ?? 0,
        peakTablesUsed: 0,
        slots: [],
      };
      days.set(slot.day, day);
    }
    day.slots.push({
      timeslotId: slot.timeslotId,
      timeStart: slot.timeStart,
      timeEnd: slot.timeEnd,
      tablesUsed: slot.tablesUsed,
      lobbyUsed: slot.lobbyUsed,
    });
    day.peakTablesUsed = Math.max(day.peakTablesUsed, slot.tablesUsed);
  }
  return [...days.values()].sort((a, b) => a.day - b.day);
}

type SourceCounts = Awaited<ReturnType<ReturnType<typeof overviewRepository>["meetingSources"]>>[number];

/**
 * One row per meeting source, every source listed (zero when none came from it): the share of
 * requests accepted and the share of meetings held once their slot was over, side by side.
 */
function sourceFigures(rows: SourceCounts[]): OverviewSource[] {
  const bySource = new Map<MeetingSource, SourceCounts>(rows.map((row) => [row.source, row]));
  return MEETING_SOURCES.map((source) => {
    const { requested = 0, accepted = 0, over = 0, held = 0 } = bySource.get(source) ?? {};
    return {
      source,
      requested,
      accepted,
      acceptanceRate: requested === 0 ? null : accepted / requested,
      over,
      held,
      heldRate: over === 0 ? null : held / over,
    };
  });
}

/** What the section uses: nothing more is handed to it. */
export interface OverviewConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  dinner: Pick<DinnerService, "seats">;
}

/** The console's overview: how the edition is going, in a handful of aggregate queries. */
export function overviewConsole(deps: OverviewConsoleDeps) {
  const { db, settings, dinner } = deps;

  return {
    /** Every number of the overview, read at the event clock's `now`. */
    async overview(now: Date): Promise<Overview> {
      const { edition } = await settings.current();
      const repo = overviewRepository(db);
      const today = localDate(now, edition.timezone);
      const [byStatus, attendance, meetings, places, slots, seats, activity, sources] = await Promise.all([
        repo.registrationsByStatus(edition.id),
        repo.attendance(edition.id, edition.timezone, today),
        repo.meetingCounts(edition.id),
        repo.meetingPlaces(edition.id),
        repo.slotUse(edition.id),
        dinner.seats(edition),
        repo.activity(),
        repo.meetingSources(edition.id, now),
      ]);

      const registrationCount = new Map(byStatus.map((row) => [row.status, row.count]));
      const counts = meetings ?? {
        requested: 0,
        pending: 0,
        accepted: 0,
        declined: 0,
        cancelled: 0,
        expired: 0,
        held: 0,
        noShow: 0,
      };

      return {
        generatedAt: new Date().toISOString(),
        today,
        timezone: edition.timezone,
        edition: { id: edition.id, name: edition.name },
        registrations: {
          total: byStatus.reduce((sum, row) => sum + row.count, 0),
          byStatus: registrationStatusSchema.options.map((status) => ({
            status,
            count: registrationCount.get(status) ?? 0,
          })),
        },
        attendees: attendance.attendees,
        companies: attendance.companies,
        checkins: { today: attendance.checkedInToday, total: attendance.checkedIn },
        meetings: {
          ...counts,
          answered: counts.accepted + counts.declined,
          acceptanceRate: acceptanceRate(counts),
          perAttendee:
            attendance.attendees === 0 ? 0 : Math.round((places / attendance.attendees) * 100) / 100,
        },
        sources: sourceFigures(sources),
        tables: tableDays(slots, edition.timezone),
        dinner: {
          spotsPerDay: edition.dinnerSpotsPerDay,
          days: seats.map(({ dayNumber, pending, approved, declined, taken }) => ({
            dayNumber,
            pending,
            approved,
            declined,
            taken,
          })),
        },
        messagesSent: activity.messagesSent,
        leadsScanned: activity.leadsScanned,
      };
    },
  };
}
