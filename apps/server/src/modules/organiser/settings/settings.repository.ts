import { and, asc, eq, gte, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../../db/client.ts";
import {
  companies,
  contacts,
  eventSettings,
  meetings,
  timeslotMetadata,
  timeslots,
} from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

const person = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  companyName: companies.name,
};

export type EventSettingsChanges = PgUpdateSetSource<typeof eventSettings>;

/**
 * The settings row and the meeting days of an edition, as the console edits them. Build it on the
 * transaction of a change (`settingsConsoleRepository(tx)`) for the locks and writes.
 */
export function settingsConsoleRepository(db: DbExecutor) {
  return {
    async settingsOf(editionId: number) {
      const [row] = await db.select().from(eventSettings).where(eq(eventSettings.editionId, editionId));
      return row;
    },

    /** The settings row, held until the transaction ends, so two saves apply one after the other. */
    async lockSettings(editionId: number) {
      const [row] = await db
        .select()
        .from(eventSettings)
        .where(eq(eventSettings.editionId, editionId))
        .for("update");
      return row;
    },

    meetingDays(editionId: number) {
      return db
        .select({
          day: timeslotMetadata.day,
          dateStart: timeslotMetadata.dateStart,
          meetingTables: timeslotMetadata.meetingTables,
          meetingTablesMax: timeslotMetadata.meetingTablesMax,
        })
        .from(timeslotMetadata)
        .where(eq(timeslotMetadata.editionId, editionId))
        .orderBy(asc(timeslotMetadata.day));
    },

    async updateSettings(editionId: number, set: EventSettingsChanges) {
      await db.update(eventSettings).set(set).where(eq(eventSettings.editionId, editionId));
    },

    /**
     * Holds the day's timeslots against bookings that take a place (they lock a slot FOR NO KEY
     * UPDATE), so no meeting is given a table while the table count changes.
     */
    async lockDaySlots(editionId: number, day: number) {
      await db
        .select({ id: timeslots.id })
        .from(timeslots)
        .where(and(eq(timeslots.editionId, editionId), eq(timeslots.day, day)))
        .orderBy(asc(timeslots.id))
        .for("share");
    },

    /**
     * The first live meeting of the day at a number from `from` up to (not including) `to`: a
     * meeting that would change from a floor table to the hotel lobby.
     */
    async meetingAtTablesBetween(editionId: number, day: number, from: number, to: number) {
      const [row] = await db
        .select({ table: meetings.tableNumber, timeStart: timeslots.timeStart })
        .from(meetings)
        .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
        .where(
          and(
            eq(timeslots.editionId, editionId),
            eq(timeslots.day, day),
            isNull(meetings.dtCancelled),
            isNull(meetings.parentScheduleId),
            gte(meetings.tableNumber, from),
            lt(meetings.tableNumber, to),
          ),
        )
        .orderBy(sql`${meetings.tableNumber} desc`)
        .limit(1);
      return row;
    },

    async setMeetingTables(editionId: number, day: number, meetingTables: number) {
      await db
        .update(timeslotMetadata)
        .set({ meetingTables })
        .where(and(eq(timeslotMetadata.editionId, editionId), eq(timeslotMetadata.day, day)));
    },

    /** People by id (any that exist, in no order). */
    async peopleByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select(person)
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(inArray(contacts.id, ids));
    },

    /** Active people whose name, e-mail or company contains `q`, by name: the first `limit`. */
    async searchPeople(q: string, limit: number) {
      const like = containing(q);
      return db
        .select(person)
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(
          and(
            eq(contacts.isActive, true),
            or(ilike(contacts.name, like), ilike(contacts.email, like), ilike(companies.name, like)),
          ),
        )
        .orderBy(asc(contacts.name), asc(contacts.id))
        .limit(limit);
    },
  };
}
