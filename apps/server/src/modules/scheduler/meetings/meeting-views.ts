import {
  type ActionContext,
  canRemoveColleague,
  isHotelLobby,
  meetingActions,
  showsInCancelled,
  tableLabel,
} from "@ebm/shared/scheduler";
import type {
  Meeting,
  MeetingPerson,
  MeetingsResponse,
  NextMeetingResponse,
} from "@ebm/shared/schemas/scheduler";
import { localDate } from "../../../lib/dates.ts";
import { assertOr, notFound } from "../../../lib/errors.ts";
import { sharesContactDetails } from "../../reach/index.ts";
import type { MeetingRow } from "../scheduler.columns.ts";
import { otherSide, partOf, REFUSAL, type SchedulerDeps, type SchedulerUser } from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import type { SlotBoard } from "../slots/slot-board.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * What the scheduler, the home card and the mailed links read of meetings (part 2 §4, §6, §7).
 * Every answer is the signed-in user's own view, with the actions they may take now.
 */
export function meetingViews(deps: Pick<SchedulerDeps, "db" | "settings"> & { board: SlotBoard }) {
  const { settings } = deps;
  const repo = schedulerRepository(deps.db);

  /** A meeting as the user's card shows it, with what they may do on it now. */
  function toMeeting(
    row: MeetingRow,
    userId: number,
    person: (id: number) => MeetingPerson | undefined,
    ctx: Omit<ActionContext, "slotEnded" | "userId"> & { userCompanyId: number; now: Date },
  ): Meeting | undefined {
    const other = person(otherSide(row, userId));
    if (!other) return undefined;
    // A request's requester sees no address until it is accepted (reach.service).
    const contact = sharesContactDetails(row, userId) ? other : { ...other, email: "", tel: "" };
    const rules = { ...ctx, userId };
    return {
      id: row.id,
      timeslotId: row.timeslotId,
      fromId: row.fromId,
      toId: row.toId,
      status: row.status,
      table: row.table,
      tableLabel: tableLabel(row.table, row.tables ?? row.tablesMax ?? Number.MAX_SAFE_INTEGER),
      parentScheduleId: row.parentScheduleId,
      attendees: row.attendees,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      remindedAt: iso(row.remindedAt),
      expiresAt: iso(row.expiresAt),
      dtCancelled: iso(row.dtCancelled),
      cancelReason: row.cancelReason,
      cancelledBy: row.cancelledBy,
      outcome: row.outcome,
      contact,
      actions: meetingActions(row, { ...rules, slotEnded: row.endsAtUtc <= ctx.now }),
      removableColleagues: row.attendees.filter((id) => {
        const attendee = person(id);
        return attendee !== undefined && canRemoveColleague(row, rules, attendee);
      }),
    };
  }

  /** The meeting day (1 or 2) the event clock is on; 1 before, between and after them. */
  async function dayNumber(editionId: number, timeZone: string, now: Date): Promise<number> {
    const today = localDate(now, timeZone);
    const { days } = await deps.board.of(editionId);
    return days.find((day) => localDate(day.dateStart, timeZone) === today)?.day ?? 1;
  }

  return {
    /** The home page's next-meeting card: the meeting, where it is, and who is in it. */
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
          isHotelLobby: row.table !== null && row.tables !== null && isHotelLobby(row.table, row.tables),
          fromId: row.fromId,
          toId: row.toId,
          details: {
            start: row.startsAtUtc.toISOString(),
            end: row.endsAtUtc.toISOString(),
            table: row.table,
          },
        },
        contacts,
      };
    },

    /** The user's live meetings and blocks, their cancelled ones, and the people on them. */
    async meetings(user: SchedulerUser, now: Date): Promise<Omit<MeetingsResponse, "status">> {
      const { edition, settings: eventSettings } = await settings.current();
      const [live, ended, companyAttendeeCount, day] = await Promise.all([
        repo.liveMeetingsOf(user.id, edition.id),
        repo.cancelledMeetingsOf(user.id, edition.id),
        repo.companyAttendeeCount(user.companyId, edition.id),
        dayNumber(edition.id, edition.timezone, now),
      ]);
      const cancelled = ended.filter((m) => showsInCancelled(m, user.id));
      const all = [...live, ...cancelled];
      const attendeeIds = [...new Set(all.flatMap((m) => m.attendees))];
      const ids = new Set([...attendeeIds, ...all.map((m) => otherSide(m, user.id))]);
      const people = await repo.people([...ids], edition.id);
      const byId = new Map(people.map((p) => [p.id, p]));
      const ctx = {
        schedulerEnabled: eventSettings.schedulerEnabled,
        companyAttendeeCount,
        userCompanyId: user.companyId,
        now,
      };
      const view = (rows: MeetingRow[]) =>
        rows.flatMap((row) => toMeeting(row, user.id, (id) => byId.get(id), ctx) ?? []);
      return {
        meets: view(live),
        meetsCancelled: view(cancelled),
        contacts: attendeeIds.flatMap((id) => byId.get(id) ?? []),
        dayNumber: day,
        companyAttendeeCount,
      };
    },

    /** Requests waiting for the user's answer. */
    async pendingMeetings(user: SchedulerUser): Promise<number> {
      const { edition } = await settings.current();
      return repo.pendingFor(user.id, edition.id);
    },

    /** The meeting's id when the user is in it (the e-mailed links ask after sign-in). */
    async meetingIdByAuth(user: SchedulerUser, meetingId: number): Promise<number> {
      const found = await repo.meeting(meetingId);
      assertOr(found && partOf(found, user.id), notFound(REFUSAL.meetingNotFound));
      return found.id;
    },

    /** Colleagues who attend, are free in the meeting's slot and are not in it yet. */
    async availableColleagues(user: SchedulerUser, meetingId: number) {
      const { edition } = await settings.current();
      const found = await repo.meeting(meetingId);
      assertOr(
        found && found.editionId === edition.id && (found.fromId === user.id || found.toId === user.id),
        notFound(REFUSAL.meetingNotFound),
      );
      const exclude = [user.id, found.fromId, found.toId, ...found.attendees];
      return repo.freeColleagues(user.companyId, edition.id, found.timeslotId, exclude);
    },
  };
}
