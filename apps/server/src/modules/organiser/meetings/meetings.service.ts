import { isHotelLobby, tableLabel } from "@ebm/shared/scheduler";
import type { MeetingPlan, MoveMeetingResult, PlanMeeting } from "@ebm/shared/schemas/organiser-meetings";
import { AppError, assertOr, badRequest, notFound } from "../../../lib/errors.ts";
import { withLocks } from "../../scheduler/meetings/meeting-locks.ts";
import { tableMovedMail } from "../../scheduler/meetings/meetings.mails.ts";
import { conflict, localDate } from "../../scheduler/scheduler.context.ts";
import { schedulerRepository } from "../../scheduler/scheduler.repository.ts";
import type { Actor } from "../audit/audit.service.ts";
import type { OrganiserDeps } from "../organiser.deps.ts";
import { meetingPlanCsv } from "./meetings.csv.ts";
import { meetingsConsoleRepository, type PlanMeetingRow } from "./meetings.repository.ts";

/** Floor tables of a slot: numbers 1 to `meeting_tables` - 1 (decision 0010). */
export const floorTables = (meetingTables: number | null) => Math.max(0, (meetingTables ?? 0) - 1);

const toPlanMeeting = (row: PlanMeetingRow): PlanMeeting => ({
  meetingId: row.id,
  table: row.table,
  status: row.outcome ?? "accepted",
  from: row.from,
  to: row.to,
  colleagues: row.colleagues,
});

export const MOVE_REFUSAL = {
  notFound: "Meeting not found.",
  notMovable: "Only an accepted meeting that still takes place can be moved.",
  colleague: "This is a colleague's place at a meeting: move the meeting itself.",
  taken: (table: number) => `Table ${table} is taken in this timeslot. Choose a free table.`,
  same: (table: number) => `The meeting is at table ${table} already.`,
  outside: (tables: number) =>
    tables > 0
      ? `Choose a table from 1 to ${tables}: this timeslot has ${tables} tables.`
      : "This timeslot has no tables on the meeting floor.",
} as const;

/**
 * The console's meetings section: the table plan of a meeting day (which table holds which meeting,
 * who is in the hotel lobby), its CSV for the floor staff, and moving a meeting to a free table.
 */
export function meetingsConsole(deps: OrganiserDeps) {
  const { infra, services, audit } = deps;
  const { db } = infra;
  const repo = meetingsConsoleRepository(db);

  return {
    async plan(day: number): Promise<MeetingPlan> {
      const { edition } = await services.settings.current();
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
    async move(actor: Actor, meetingId: number, tableNumber: number, now: Date): Promise<MoveMeetingResult> {
      const { edition } = await services.settings.current();
      const moved = await withLocks(db, async (tx, locks) => {
        const m = await locks.lockMeeting(meetingId);
        assertOr(m && m.editionId === edition.id, notFound(MOVE_REFUSAL.notFound));
        assertOr(m.parentScheduleId === null, new AppError(409, MOVE_REFUSAL.colleague));
        assertOr(
          m.status === 1 && m.dtCancelled === null && m.fromId !== m.toId,
          new AppError(409, MOVE_REFUSAL.notMovable),
        );
        const children = await locks.lockLiveChildren(m.id);
        await locks.lockSlot(m.timeslotId);
        const tables = floorTables(m.tables);
        assertOr(tableNumber <= tables, badRequest(MOVE_REFUSAL.outside(tables), "tableNumber"));
        assertOr(m.table !== tableNumber, badRequest(MOVE_REFUSAL.same(tableNumber), "tableNumber"));
        const holder = await meetingsConsoleRepository(tx).holderOf(m.timeslotId, tableNumber);
        assertOr(holder === undefined, conflict(MOVE_REFUSAL.taken(tableNumber)));
        await locks.update([m.id, ...children.map((child) => child.id)], { tableNumber });

        const ids = [m.fromId, m.toId, ...children.map((child) => child.fromId)];
        const people = await schedulerRepository(tx).people(ids, m.editionId);
        const name = (id: number) => people.find((p) => p.id === id)?.name ?? `#${id}`;
        if (m.endsAtUtc > now) {
          const slot = {
            date: localDate(m.startsAtUtc, edition.timezone),
            timeStart: m.timeStart,
            timeEnd: m.timeEnd,
          };
          const label = tableLabel(tableNumber, m.tables ?? tableNumber + 1) ?? `Table: ${tableNumber}`;
          for (const person of people) {
            const others = people.filter((p) => p.id !== person.id);
            await infra.mail.enqueue(
              tx,
              tableMovedMail({
                to: person,
                others,
                slot,
                tableLabel: label,
                meetingId: m.id,
                publicUrl: infra.config.publicUrl,
              }),
            );
          }
        }
        const where = (table: number | null) =>
          table === null
            ? "no table"
            : isHotelLobby(table, m.tables ?? 0)
              ? `lobby place ${table}`
              : `table ${table}`;
        await audit.record(tx, actor, {
          action: "meeting.move",
          objectType: "meeting",
          objectId: m.id,
          summary: `Moved the meeting of ${name(m.fromId)} and ${name(m.toId)} (day ${m.day}, ${m.timeStart}) from ${where(m.table)} to table ${tableNumber}`,
          before: { table: m.table },
          after: { table: tableNumber },
        });
        return { meetingId: m.id, tableBefore: m.table, table: tableNumber };
      });
      infra.mail.kick();
      return moved;
    },
  };
}
