import { readableDay } from "@ebm/shared/organiser-audit";
import { floorTables, isHotelLobby } from "@ebm/shared/scheduler";
import type { MeetingPlan, MoveMeetingResult, PlanMeeting } from "@ebm/shared/schemas/organiser-meetings";
import type { Db } from "../../../db/client.ts";
import { localDate } from "../../../lib/dates.ts";
import type { SchedulerService } from "../../scheduler/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { meetingPlanCsv } from "./meetings.csv.ts";
import { meetingsConsoleRepository, type PlanMeetingRow } from "./meetings.repository.ts";

const toPlanMeeting = (row: PlanMeetingRow): PlanMeeting => ({
  meetingId: row.id,
  table: row.table,
  status: row.outcome ?? "accepted",
  from: row.from,
  to: row.to,
  colleagues: row.colleagues,
});

/** What the section uses: nothing more is handed to it. */
export interface MeetingsConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  scheduler: Pick<SchedulerService, "moveToTable">;
  audit: AuditService;
}

/**
 * The console's meetings section: the table plan of a meeting day (which table holds which meeting,
 * who is in the hotel lobby), its CSV for the floor staff, and moving a meeting to a free table.
 */
export function meetingsConsole(deps: MeetingsConsoleDeps) {
  const { db, settings, scheduler, audit } = deps;
  const repo = meetingsConsoleRepository(db);

  return {
    async plan(day: number): Promise<MeetingPlan> {
      const { edition } = await settings.current();
      const [days, slots] = await Promise.all([repo.meetingDays(edition.id), repo.slotsOf(edition.id, day)]);
      const accepted = await repo.acceptedIn(slots.map((slot) => slot.id));
      return {
        day,
        days: days.map((d) => ({ day: d.day, date: localDate(d.dateStart, edition.timezone) })),
        slots: slots.map((slot) => {
          const tables = floorTables(slot.tables);
          const mine = accepted.filter((m) => m.timeslotId === slot.id).map(toPlanMeeting);
          const inLobby = (m: PlanMeeting) => m.table === null || isHotelLobby(m.table, slot.tables ?? 0);
          return {
            timeslotId: slot.id,
            timeStart: slot.timeStart,
            timeEnd: slot.timeEnd,
            startsAtUtc: slot.startsAtUtc.toISOString(),
            keynote: slot.keynote,
            tables,
            places: slot.tablesMax ?? 0,
            atTables: mine.filter((m) => !inLobby(m)),
            lobby: mine.filter(inLobby),
          };
        }),
      };
    },

    /** The day's plan as a CSV stream and its file name. */
    async planCsv(day: number) {
      const plan = await this.plan(day);
      const date = plan.days.find((d) => d.day === day)?.date ?? `day-${day}`;
      return { filename: `table-plan-${date}.csv`, stream: meetingPlanCsv(plan) };
    },

    /**
     * Moves a live, accepted, top-level meeting to another free floor table of its slot. Locks in the
     * scheduler's order (the meeting, its colleagues' meetings, then the slot) before it checks, so
     * an accept that takes a place waits; the colleagues' meetings move along (they sit at its
     * table), and every changed meeting's calendar sequence grows. Everyone at a meeting still to
     * come is told the new table by mail, written in the same transaction.
     */
    /** Moves a meeting to another free floor table (the scheduler's rule), written to the audit log. */
    move(actor: Actor, meetingId: number, tableNumber: number, now: Date): Promise<MoveMeetingResult> {
      return scheduler.moveToTable(meetingId, tableNumber, now, (tx, move) => {
        const m = move.meeting;
        const name = (id: number) => move.people.find((p) => p.id === id)?.name ?? `#${id}`;
        const where = (table: number | null) =>
          table === null
            ? "no table"
            : isHotelLobby(table, m.tables ?? 0)
              ? `lobby place ${table}`
              : `table ${table}`;
        return audit.record(tx, actor, {
          action: "meeting.move",
          objectType: "meeting",
          objectId: m.id,
          summary: `Moved the meeting of ${name(m.fromId)} and ${name(m.toId)} (${readableDay(null, m.day)} ${m.timeStart}) from ${where(move.tableBefore)} to table ${move.table}`,
          before: { table: move.tableBefore },
          after: { table: move.table },
        });
      });
    },
  };
}
