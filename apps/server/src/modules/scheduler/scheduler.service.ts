import {
  type ActionContext,
  canRemoveColleague,
  isHotelLobby,
  meetingActions,
  showsInCancelled,
  slotState,
  tableLabel,
} from "@ebm/shared/scheduler";
import type {
  Meeting,
  MeetingPerson,
  MeetingsResponse,
  NextMeetingResponse,
  Timeslot,
  TimeslotsResponse,
} from "@ebm/shared/schemas/scheduler";
import { AppError, assertOr, forbidden, notFound } from "../../lib/errors.ts";
import { sharesContactDetails } from "../reach/reach.service.ts";
import { colleaguesService } from "./colleagues.service.ts";
import { meetingsService } from "./meetings.service.ts";
import type { MeetingRow } from "./scheduler.columns.ts";
import {
  localDate,
  otherSide,
  partOf,
  REFUSAL,
  type SchedulerDeps,
  type SchedulerUser,
} from "./scheduler.context.ts";
import { schedulerRepository } from "./scheduler.repository.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The scheduler (part 2 §4, §6, §7): what the screens read here, and the bookings of
 * meetings.service.ts. Every answer about meetings is the signed-in user's own view.
 */
export function schedulerService(deps: SchedulerDeps) {
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
    const days = await repo.dayFacts(editionId);
    return days.find((day) => localDate(day.dateStart, timeZone) === today)?.day ?? 1;
  }

  /** Whom an attendee is busy with is for the other attendees, who may ask them: 403 for anyone else. */
  async function assertAttends(user: SchedulerUser, editionId: number) {
    assertOr(await repo.attendingContact(user.id, editionId), forbidden(REFUSAL.notAttending));
  }

  /** A company the user may ask about: their own, or one that attends the edition. */
  async function visibleCompanyAttendees(user: SchedulerUser, companyId: number, editionId: number) {
    const count = await repo.companyAttendeeCount(companyId, editionId);
    assertOr(companyId === user.companyId || count > 0, new AppError(404, "Company not found.", "companyId"));
    return count;
  }

  return {
    ...meetingsService(deps),
    ...colleaguesService(deps),

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
        },
        contacts,
      };
    },

    /** Both days' slots with the user's state in each, and each day's facts. */
    async timeslots(user: SchedulerUser): Promise<Omit<TimeslotsResponse, "status">> {
      const { edition } = await settings.current();
      const [slots, taken, mine, days] = await Promise.all([
        repo.slots(edition.id),
        repo.placesTaken(edition.id),
        repo.liveMeetingsOf(user.id, edition.id),
        repo.dayFacts(edition.id),
      ]);
      const bySlot = new Map(mine.map((m) => [m.timeslotId, m]));
      const timeslots = slots.map((slot): Timeslot => {
        const isFullyBooked = (taken.get(slot.id) ?? 0) >= (slot.tablesMax ?? 0);
        const meeting = bySlot.get(slot.id) ?? null;
        const state = slotState(meeting, isFullyBooked);
        return {
          id: slot.id,
          day: slot.day,
          timeStart: slot.timeStart,
          timeEnd: slot.timeEnd,
          startsAtUtc: slot.startsAtUtc.toISOString(),
          endsAtUtc: slot.endsAtUtc.toISOString(),
          isFullyBooked,
          state,
          table: state === "accepted" ? (meeting?.table ?? null) : null,
          keynote: slot.keynote,
          meet: meeting?.id ?? null,
        };
      });
      const metaData = days.map((day) => ({
        day: day.day,
        date_start: day.dateStart.toISOString(),
        date_end: day.dateEnd.toISOString(),
        meeting_tables: day.meetingTables,
        meeting_tables_max: day.meetingTablesMax,
      }));
      return { timeslots, metaData };
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

    /** Which contacts of a company are busy in a slot, and whether the slot has places left. */
    async checkAvailability(user: SchedulerUser, timeslotId: number, companyId: number) {
      const { edition } = await settings.current();
      await assertAttends(user, edition.id);
      const slot = await repo.slot(edition.id, timeslotId);
      assertOr(slot, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
      await visibleCompanyAttendees(user, companyId, edition.id);
      const [notAvailableContacts, used] = await Promise.all([
        repo.companyBusyIn(slot.id, companyId),
        repo.usedTables(slot.id),
      ]);
      return { notAvailableContacts, isFullyBooked: used.length >= (slot.tablesMax ?? 0) };
    },

    /** How many people of a company attend the edition (the user's own, or an attending one). */
    async attendeeCount(user: SchedulerUser, companyId: number): Promise<number> {
      const { edition } = await settings.current();
      return visibleCompanyAttendees(user, companyId, edition.id);
    },

    /** Requests waiting for the user's answer. */
    async pendingMeetings(user: SchedulerUser): Promise<number> {
      const { edition } = await settings.current();
      return repo.pendingFor(user.id, edition.id);
    },

    /** Slots in which an attendee is busy; `withOwn` adds the user's own busy slots. */
    async takenTimeslots(user: SchedulerUser, contactId: number, withOwn: boolean): Promise<number[]> {
      const { edition } = await settings.current();
      await assertAttends(user, edition.id);
      assertOr(
        await repo.attendingContact(contactId, edition.id),
        notFound("This person does not attend the event."),
      );
      return repo.busySlots(edition.id, withOwn ? [contactId, user.id] : [contactId]);
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

export type SchedulerService = ReturnType<typeof schedulerService>;
