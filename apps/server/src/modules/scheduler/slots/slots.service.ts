import { slotState } from "@ebm/shared/scheduler";
import type { Timeslot, TimeslotsResponse } from "@ebm/shared/schemas/scheduler";
import { AppError, assertOr, forbidden, notFound } from "../../../lib/errors.ts";
import { REFUSAL, type SchedulerDeps, type SchedulerUser } from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import type { SlotBoard } from "./slot-board.ts";

/**
 * The timeslots (part 2 §4, §7): both days' slots with the user's state in each, who of a company
 * is busy in a slot, how many of a company attend, and an attendee's busy slots for the picker.
 * Whom an attendee is busy with is answered to attendees only.
 */
export function slotsService(deps: Pick<SchedulerDeps, "db" | "settings" | "reach"> & { board: SlotBoard }) {
  const { settings, board } = deps;
  const repo = schedulerRepository(deps.db);

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
    /** Both days' slots with the user's state in each, and each day's facts. */
    async timeslots(user: SchedulerUser): Promise<Omit<TimeslotsResponse, "status">> {
      const { edition } = await settings.current();
      const [{ slots, days }, taken, mine] = await Promise.all([
        board.of(edition.id),
        repo.placesTaken(edition.id),
        repo.liveMeetingsOf(user.id, edition.id),
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

    /** Which contacts of a company are busy in a slot, and whether the slot has places left. */
    async checkAvailability(user: SchedulerUser, timeslotId: number, companyId: number) {
      const { edition } = await settings.current();
      await assertAttends(user, edition.id);
      const slot = await repo.slot(edition.id, timeslotId);
      assertOr(slot, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
      await visibleCompanyAttendees(user, companyId, edition.id);
      const [notAvailableContacts, used] = await Promise.all([
        // Another company's people not listed in the directory are nobody's business (decision 0020).
        repo.companyBusyIn(slot.id, companyId, { listedOnly: companyId !== user.companyId }),
        repo.usedTables(slot.id),
      ]);
      return { notAvailableContacts, isFullyBooked: used.length >= (slot.tablesMax ?? 0) };
    },

    /** How many people of a company attend the edition (the user's own, or an attending one). */
    async attendeeCount(user: SchedulerUser, companyId: number): Promise<number> {
      const { edition } = await settings.current();
      return visibleCompanyAttendees(user, companyId, edition.id);
    },

    /** Slots in which an attendee is busy; `withOwn` adds the user's own busy slots. */
    async takenTimeslots(user: SchedulerUser, contactId: number, withOwn: boolean): Promise<number[]> {
      const { edition } = await settings.current();
      await assertAttends(user, edition.id);
      // Only someone the user may reach (the reach rule: listed on a page they see in full, or tied
      // to them), a colleague or themself: nobody counts through ids to learn who attends and when.
      const mayAsk = contactId === user.id || (await deps.reach.mayReach(user, contactId));
      assertOr(
        mayAsk && (await repo.attendingContact(contactId, edition.id)),
        notFound("This person does not attend the event."),
      );
      return repo.busySlots(edition.id, withOwn ? [contactId, user.id] : [contactId]);
    },
  };
}

export type SlotsService = ReturnType<typeof slotsService>;
