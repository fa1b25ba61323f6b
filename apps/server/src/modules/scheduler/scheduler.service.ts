import type { NextMeetingResponse } from "@ebm/shared/schemas/scheduler";
import type { Db } from "../../db/client.ts";
import { schedulerRepository } from "./scheduler.repository.ts";

/** YYYY-MM-DD of an instant in a time zone. */
function localDate(instant: Date, timeZone: string): string {
  return instant.toLocaleDateString("en-CA", { timeZone });
}

export function schedulerService(db: Db) {
  const repo = schedulerRepository(db);
  return {
    /** The next-meeting card of the home page: the meeting, where it is, and who is in it. */
    async nextMeeting(
      contactId: number,
      edition: { id: number; timezone: string },
      now: Date,
    ): Promise<Omit<NextMeetingResponse, "status">> {
      const row = await repo.nextMeeting(contactId, edition.id, now);
      if (!row) return { meeting: null, contacts: [] };
      const contacts = await repo.otherParticipants(row.parentScheduleId ?? row.id, contactId);
      return {
        meeting: {
          id: row.id,
          timeslotId: row.timeslotId,
          day: row.day,
          date: localDate(row.startsAtUtc, edition.timezone),
          timeStart: row.timeStart,
          timeEnd: row.timeEnd,
          startsAtUtc: row.startsAtUtc.toISOString(),
          endsAtUtc: row.endsAtUtc.toISOString(),
          table: row.table,
          isHotelLobby: row.table !== null && row.tablesMax !== null && row.table > row.tablesMax,
        },
        contacts,
      };
    },
  };
}
