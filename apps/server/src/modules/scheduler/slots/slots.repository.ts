import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { dayOfSlot, holdsPlace, slotPlanned } from "../../../db/scheduling.ts";
import { meetings, timeslotMetadata, timeslots } from "../../../db/schema/index.ts";
import { type SlotRow, slotColumns } from "../scheduler.columns.ts";

/** The timeslots of an edition, their days, and the places (tables) their meetings hold. */
export function slotsRepository(db: DbExecutor) {
  return {
    /** Every slot of the edition in time order. */
    slots(editionId: number): Promise<SlotRow[]> {
      return db
        .select(slotColumns)
        .from(timeslots)
        .leftJoin(timeslotMetadata, dayOfSlot)
        .where(and(eq(timeslots.editionId, editionId), slotPlanned))
        .orderBy(asc(timeslots.startsAtUtc));
    },

    /** One slot of the edition; undefined when the id is another edition's or unknown. */
    async slot(editionId: number, timeslotId: number): Promise<SlotRow | undefined> {
      const [row] = await db
        .select(slotColumns)
        .from(timeslots)
        .leftJoin(timeslotMetadata, dayOfSlot)
        .where(and(eq(timeslots.id, timeslotId), eq(timeslots.editionId, editionId), slotPlanned));
      return row;
    },

    /** Each day's dates and place counts. */
    dayFacts(editionId: number) {
      return db
        .select()
        .from(timeslotMetadata)
        .where(eq(timeslotMetadata.editionId, editionId))
        .orderBy(asc(timeslotMetadata.day));
    },

    /** The place numbers a slot has given to meetings. */
    async usedTables(timeslotId: number): Promise<number[]> {
      const rows = await db
        .select({ table: meetings.tableNumber })
        .from(meetings)
        .where(and(eq(meetings.timeslotId, timeslotId), holdsPlace));
      return rows.flatMap((row) => (row.table === null ? [] : [row.table]));
    },
  };
}
