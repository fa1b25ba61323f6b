import { and, eq, isNotNull, isNull } from "drizzle-orm";
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
