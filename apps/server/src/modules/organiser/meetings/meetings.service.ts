import { readableDay } from "@ebm/shared/organiser-audit";
import { floorTables, isHotelLobby } from "@ebm/shared/scheduler";
import type {
  AttendeeSearch,
  BookMeetingBody,
  CommonSlots,
  MeetingPlan,
  MoveMeetingResult,
  PlacedMeeting,
  PlanMeeting,
  RescheduleMeetingBody,
  TableFigures,
} from "@ebm/shared/schemas/organiser-meetings";
import type { Db } from "../../../db/client.ts";
import { localDate } from "../../../lib/dates.ts";
import { AppError, assertOr } from "../../../lib/errors.ts";
import type { SchedulerService } from "../../scheduler/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { meetingPlanCsv, tableFiguresCsv } from "./meetings.csv.ts";
import { meetingsConsoleRepository, type PlanMeetingRow } from "./meetings.repository.ts";

const toPlanMeeting = (row: PlanMeetingRow): PlanMeeting => ({
  meetingId: row.id,
  table: row.table,
  status: row.outcome ?? "accepted",
  from: row.from,
  to: row.to,
  colleagues: row.colleagues,
});

/** "Anna Schmidt (Demo Trading B.V.) and Erik Lindqvist (Nordic Refurb AB)" */
const pairOf = (people: { name: string; companyName: string }[]) =>
  people
    .slice(0, 2)
    .map((p) => `${p.name} (${p.companyName})`)
    .join(" and ");

/** Per floor table, over the day's slots: its meetings and how many were reported held or no-show. */
export function tableFiguresOf(slots: MeetingPlan["slots"]): TableFigures[] {
  const byTable = new Map<number, TableFigures>();
  for (const slot of slots)
    for (const m of slot.atTables) {
      if (m.table === null) continue;
      const figures = byTable.get(m.table) ?? { table: m.table, meetings: 0, held: 0, noShow: 0 };
      figures.meetings++;
      if (m.status === "held") figures.held++;
      if (m.status === "noShow") figures.noShow++;
      byTable.set(m.table, figures);
    }
  return [...byTable.values()].sort((a, b) => a.table - b.table);
}

/** What the section uses: nothing more is handed to it. */
export interface MeetingsConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  scheduler: Pick<
    SchedulerService,
    "moveToTable" | "bookFor" | "rescheduleFor" | "cancelFor" | "markOutcome"
  >;
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
      const planSlots = slots.map((slot) => {
        const tables = floorTables(slot.tables);
        const mine = accepted.filter((m) => m.timeslotId === slot.id).map(toPlanMeeting);
        const inLobby = (m: PlanMeeting) => m.table === null || isHotelLobby(m.table, slot.tables ?? 0);
        return {
          timeslotId: slot.id,
          timeStart: slot.timeStart,
          timeEnd: slot.timeEnd,
          startsAtUtc: slot.startsAtUtc.toISOString(),
          endsAtUtc: slot.endsAtUtc.toISOString(),
          keynote: slot.keynote,
          tables,
          places: slot.tablesMax ?? 0,
          atTables: mine.filter((m) => !inLobby(m)),
          lobby: mine.filter(inLobby),
        };
      });
      return {
        day,
        timeZone: edition.timezone,
        tableFigures: tableFiguresOf(planSlots),
        days: days.map((d) => ({ day: d.day, date: localDate(d.dateStart, edition.timezone) })),
        slots: planSlots,
      };
    },

    /** The day's plan as a CSV stream and its file name. */
    async planCsv(day: number) {
      const plan = await this.plan(day);
      const date = plan.days.find((d) => d.day === day)?.date ?? `day-${day}`;
      return { filename: `table-plan-${date}.csv`, stream: meetingPlanCsv(plan) };
    },

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

    /** The day's held and no-show figures per table as a CSV stream and its file name. */
    async tableFiguresCsv(day: number) {
      const plan = await this.plan(day);
      const date = plan.days.find((d) => d.day === day)?.date ?? `day-${day}`;
      return { filename: `table-figures-${date}.csv`, stream: tableFiguresCsv(plan) };
    },

    /** Attendees of the edition matching the words, to choose the two people of a meeting. */
    async searchAttendees(words: string): Promise<AttendeeSearch> {
      const { edition } = await settings.current();
      return { people: await repo.searchAttendees(edition.id, words) };
    },

    /** The slots still open in which both people are free and a place is left, with the free tables. */
    async commonSlots(a: number, b: number, now: Date): Promise<CommonSlots> {
      const { edition } = await settings.current();
      assertOr(a !== b, new AppError(400, "Choose two different people.", "b"));
      const slots = await repo.openSlots(edition.id, now);
      const ids = slots.map((slot) => slot.id);
      const [busy, used] = await Promise.all([repo.busySlots([a, b], ids), repo.usedPlaces(ids)]);
      return {
        timeZone: edition.timezone,
        slots: slots.flatMap((slot) => {
          if (busy.has(slot.id)) return [];
          const taken = new Set(used.get(slot.id) ?? []);
          const tables = floorTables(slot.tables);
          const freeTables = Array.from({ length: tables }, (_, i) => i + 1).filter((t) => !taken.has(t));
          const lobby = Math.max(0, (slot.tablesMax ?? 0) - tables);
          const lobbyTaken = [...taken].filter((t) => t > tables).length;
          const lobbyPlacesLeft = Math.max(0, lobby - lobbyTaken);
          if (freeTables.length + lobbyPlacesLeft === 0) return [];
          return [
            {
              timeslotId: slot.id,
              day: slot.day,
              date: localDate(slot.startsAtUtc, edition.timezone),
              timeStart: slot.timeStart,
              timeEnd: slot.timeEnd,
              startsAtUtc: slot.startsAtUtc.toISOString(),
              freeTables,
              lobbyPlacesLeft,
            },
          ];
        }),
      };
    },

    /** Books an accepted meeting for two attendees (the scheduler's rules), written to the audit log. */
    book(actor: Actor, body: BookMeetingBody, now: Date): Promise<PlacedMeeting> {
      return scheduler.bookFor(actor, body, now, (tx, done) =>
        audit.record(tx, actor, {
          action: "meeting.book",
          objectType: "meeting",
          objectId: done.meetingId,
          summary: `Booked a meeting for ${pairOf(done.people)} on ${readableDay(null, done.slot.day)} ${done.slot.timeStart} at ${done.table === null ? "no table" : `place ${done.table}`}`,
          after: {
            fromId: body.fromId,
            toId: body.toId,
            timeslotId: done.slot.id,
            table: done.table,
          },
        }),
      );
    },

    /** Moves a meeting to another slot (the scheduler's rules), written to the audit log. */
    reschedule(
      actor: Actor,
      meetingId: number,
      body: RescheduleMeetingBody,
      now: Date,
    ): Promise<PlacedMeeting> {
      return scheduler.rescheduleFor(actor, meetingId, body, now, (tx, done) =>
        audit.record(tx, actor, {
          action: "meeting.reschedule",
          objectType: "meeting",
          objectId: done.meetingId,
          summary: `Moved the meeting of ${pairOf(done.people)} from ${readableDay(null, done.before?.day ?? done.slot.day)} ${done.before?.timeStart ?? ""} to ${readableDay(null, done.slot.day)} ${done.slot.timeStart}, place ${done.table}`,
          before: { timeslotId: done.before?.timeslotId, table: done.before?.table ?? null },
          after: { timeslotId: done.slot.id, table: done.table },
        }),
      );
    },

    /** Cancels a meeting with the organisers' reason, written to the audit log. */
    cancel(actor: Actor, meetingId: number, reason: string, now: Date) {
      return scheduler.cancelFor(actor, meetingId, reason, now, (tx, done) =>
        audit.record(tx, actor, {
          action: "meeting.cancel",
          objectType: "meeting",
          objectId: done.meetingId,
          summary: `Cancelled the meeting of ${pairOf(done.people)} on ${readableDay(null, done.slot.day)} ${done.slot.timeStart}: ${reason}`,
          before: { status: "accepted", table: done.table },
          after: { status: "cancelled", reason },
        }),
      );
    },

    /** Marks a meeting held or no-show, written to the audit log. */
    markOutcome(actor: Actor, meetingId: number, outcome: "held" | "noShow", now: Date) {
      return scheduler.markOutcome(actor, meetingId, outcome, now, (tx, done) =>
        audit.record(tx, actor, {
          action: "meeting.outcome",
          objectType: "meeting",
          objectId: done.meetingId,
          summary: `Marked the meeting of ${pairOf(done.people)} (${readableDay(null, done.slot.day)} ${done.slot.timeStart}, place ${done.table ?? "none"}) ${outcome === "held" ? "held" : "a no-show"}`,
          before: { outcome: done.before?.outcome ?? null },
          after: { outcome },
        }),
      );
    },
  };
}
