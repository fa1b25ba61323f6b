import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { DbExecutor } from "./client.ts";
import { meetings, timeslotMetadata, timeslots } from "./schema/index.ts";

/**
 * The scheduling rules that queries of several modules share (the scheduler, the console's table
 * plan and overview), so that "a meeting holds a place" means one thing everywhere.
 */

/** Joins a slot to the facts of its day. */
export const dayOfSlot = and(
  eq(timeslotMetadata.editionId, timeslots.editionId),
  eq(timeslotMetadata.day, timeslots.day),
);

/** A slot of the meeting days as planned (not one kept only for the history of its meetings). */
export const slotPlanned = isNull(timeslots.removedAt);

/** A meeting that holds a place of its slot: live, not a colleague's, with a table. */
export const holdsPlace = and(
  isNull(meetings.dtCancelled),
  isNull(meetings.parentScheduleId),
  isNotNull(meetings.tableNumber),
);

/** An edition's meeting days by number, with their first slot's start (for their dates). */
export function meetingDaysOf(db: DbExecutor, editionId: number) {
  return db
    .select({ day: timeslotMetadata.day, dateStart: timeslotMetadata.dateStart })
    .from(timeslotMetadata)
    .where(eq(timeslotMetadata.editionId, editionId))
    .orderBy(asc(timeslotMetadata.day));
}
