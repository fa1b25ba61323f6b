import { meetings, timeslotMetadata, timeslots } from "../../db/schema/index.ts";

/**
 * The columns and row shapes the scheduler's queries share (the reads in scheduler.repository.ts,
 * the locked writes in meetings/meeting-locks.ts); the conditions they join and filter by are the
 * shared rules of db/scheduling.ts.
 */

/** A slot with the place counts of its day (decision 0010). */
export const slotColumns = {
  id: timeslots.id,
  editionId: timeslots.editionId,
  day: timeslots.day,
  timeStart: timeslots.timeStart,
  timeEnd: timeslots.timeEnd,
  startsAtUtc: timeslots.startsAtUtc,
  endsAtUtc: timeslots.endsAtUtc,
  keynote: timeslots.keynote,
  tables: timeslotMetadata.meetingTables,
  tablesMax: timeslotMetadata.meetingTablesMax,
};
export type SlotRow = {
  id: number;
  editionId: number;
  day: number;
  timeStart: string;
  timeEnd: string;
  startsAtUtc: Date;
  endsAtUtc: Date;
  keynote: boolean;
  tables: number | null;
  tablesMax: number | null;
};

/** A person as the look before a request reads them. */
export interface PersonLook {
  id: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
}

/** A meeting with the facts of its slot. */
export const meetingColumns = {
  id: meetings.id,
  editionId: meetings.editionId,
  timeslotId: meetings.timeslotId,
  fromId: meetings.fromId,
  toId: meetings.toId,
  status: meetings.status,
  table: meetings.tableNumber,
  parentScheduleId: meetings.parentScheduleId,
  attendees: meetings.attendees,
  message: meetings.message,
  createdAt: meetings.createdAt,
  remindedAt: meetings.remindedAt,
  expiresAt: meetings.expiresAt,
  dtCancelled: meetings.dtCancelled,
  cancelReason: meetings.cancelReason,
  cancelledBy: meetings.cancelledBy,
  outcome: meetings.outcome,
  day: timeslots.day,
  timeStart: timeslots.timeStart,
  timeEnd: timeslots.timeEnd,
  startsAtUtc: timeslots.startsAtUtc,
  endsAtUtc: timeslots.endsAtUtc,
  tables: timeslotMetadata.meetingTables,
  tablesMax: timeslotMetadata.meetingTablesMax,
};
export type MeetingRow = {
  id: number;
  editionId: number;
  timeslotId: number;
  fromId: number;
  toId: number;
  status: number;
  table: number | null;
  parentScheduleId: number | null;
  attendees: number[];
  message: string;
  createdAt: Date;
  remindedAt: Date | null;
  expiresAt: Date | null;
  dtCancelled: Date | null;
  cancelReason: "declined" | "cancelled" | "expired" | "cannotAttend" | "organisers" | null;
  cancelledBy: number | null;
  outcome: "held" | "noShow" | null;
  day: number;
  timeStart: string;
  timeEnd: string;
  startsAtUtc: Date;
  endsAtUtc: Date;
  tables: number | null;
  tablesMax: number | null;
};
