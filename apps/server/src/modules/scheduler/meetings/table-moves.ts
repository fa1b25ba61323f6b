import { floorTables, tableLabel } from "@ebm/shared/scheduler";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { holdsPlace } from "../../../db/scheduling.ts";
import { meetings } from "../../../db/schema/index.ts";
import { localDate } from "../../../lib/dates.ts";
import { AppError, assertOr, badRequest, notFound } from "../../../lib/errors.ts";
import type { Announced } from "../../notifications/index.ts";
import type { MeetingRow } from "../scheduler.columns.ts";
import { conflict, type SchedulerDeps } from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import { withLocks } from "./meeting-locks.ts";
import { tableMovedMail } from "./meetings.mails.ts";

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

/** What a move changed, for whoever records it (the console's audit log) in the same transaction. */
export interface TableMove {
  meeting: MeetingRow;
  tableBefore: number | null;
  table: number;
  /** The people at the meeting: its two sides and the colleagues added to it. */
  people: { id: number; name: string }[];
}

/** The organisers' moves of meetings between the floor's tables (decision 0010). */
export function tableMoves(deps: Pick<SchedulerDeps, "db" | "settings" | "mail" | "publicUrl" | "news">) {
  const { db, settings, mail, publicUrl, news } = deps;

  return {
    /**
     * Moves a live, accepted, top-level meeting to another free floor table of its slot. Locks in
     * the scheduler's order (the meeting, its colleagues' meetings, then the slot) before it
     * checks, so an accept that takes a place waits; the colleagues' meetings move along (they sit
     * at its table), and every changed meeting's calendar sequence grows. Everyone at a meeting
     * still to come is told the new table by mail, and `record` runs, in the same transaction.
     */
    async moveToTable(
      meetingId: number,
      tableNumber: number,
      now: Date,
      record: (tx: Tx, move: TableMove) => Promise<unknown>,
    ): Promise<{ meetingId: number; tableBefore: number | null; table: number }> {
      const { edition } = await settings.current();
      let announced: Announced | undefined;
      const moved = await withLocks(db, async (tx, locks) => {
        const m = await locks.lockMeeting(meetingId);
        assertOr(m && m.editionId === edition.id, notFound(MOVE_REFUSAL.notFound));
        assertOr(m.parentScheduleId === null, new AppError(409, MOVE_REFUSAL.colleague));
        assertOr(
          m.status === 1 && m.dtCancelled === null && m.fromId !== m.toId,
          new AppError(409, MOVE_REFUSAL.notMovable),
        );
        const children = await locks.lockLiveChildren(m.id);
        const held = (await locks.lockSlot(m.timeslotId)) ?? m;
        const tables = floorTables(held.tables);
        assertOr(tableNumber <= tables, badRequest(MOVE_REFUSAL.outside(tables), "tableNumber"));
        assertOr(m.table !== tableNumber, badRequest(MOVE_REFUSAL.same(tableNumber), "tableNumber"));
        const [holder] = await tx
          .select({ id: meetings.id })
          .from(meetings)
          .where(
            and(eq(meetings.timeslotId, m.timeslotId), eq(meetings.tableNumber, tableNumber), holdsPlace),
          )
          .limit(1);
        assertOr(holder === undefined, conflict(MOVE_REFUSAL.taken(tableNumber)));
        await locks.update([m.id, ...children.map((child) => child.id)], { tableNumber });

        const ids = [m.fromId, m.toId, ...children.map((child) => child.fromId)];
        const people = await schedulerRepository(tx).people(ids, m.editionId);
        if (m.endsAtUtc > now) {
          const slot = {
            date: localDate(m.startsAtUtc, edition.timezone),
            timeStart: m.timeStart,
            timeEnd: m.timeEnd,
            timeZone: edition.timezone,
          };
          const label = tableLabel(tableNumber, held.tables ?? tableNumber + 1) ?? `Table: ${tableNumber}`;
          for (const person of people) {
            const others = people.filter((p) => p.id !== person.id);
            await mail.enqueue(
              tx,
              tableMovedMail({ to: person, others, slot, tableLabel: label, meetingId: m.id, publicUrl }),
            );
          }
        }
        await record(tx, { meeting: m, tableBefore: m.table, table: tableNumber, people });
        announced = await news.announce(tx, [
          // Only a meeting still to come rings a bell; a past one's screens change quietly.
          {
            meetingId: m.id,
            change: "table-changed",
            byId: null,
            people: ids,
            ...(m.endsAtUtc > now ? {} : { notify: [] }),
          },
        ]);
        return { meetingId: m.id, tableBefore: m.table, table: tableNumber };
      });
      mail.kick();
      if (announced) await news.publish(announced);
      return moved;
    },
  };
}
