import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { canRemoveColleague } from "@ebm/shared/scheduler";
import { AppError, assertOr, forbidden } from "../../../lib/errors.ts";
import type { Announced } from "../../notifications/index.ts";
import type { MeetingRow } from "../scheduler.columns.ts";
import {
  conflict,
  openScheduler,
  partOf,
  REFUSAL,
  type SchedulerDeps,
  type SchedulerUser,
} from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import { meetingGuards } from "./meeting-guards.ts";
import { withLocks } from "./meeting-locks.ts";
import { type ActionResult, peopleAt } from "./meetings.service.ts";

/**
 * Colleagues at a meeting: added by an attendee of the same company, taken off again, or leaving
 * themselves. Each change locks the meeting (the parent first) before it checks.
 */
export function colleaguesService(deps: SchedulerDeps) {
  const { db, settings, news } = deps;
  const repo = schedulerRepository(db);
  const { ownMeeting, mayDo } = meetingGuards(repo, settings);

  return {
    /**
     * Adds a colleague of the user's company to an accepted meeting: a meeting of their own hangs
     * off it (same slot and table, from the colleague to the other side), and they join its attendees.
     */
    async addColleague(
      user: SchedulerUser,
      meetingId: number,
      contactId: number,
      now: Date,
    ): Promise<ActionResult> {
      const { edition, allowed } = await mayDo(user, meetingId, "addColleague", now);
      const colleague = await repo.attendingContact(contactId, edition.id);
      assertOr(colleague, new AppError(404, REFUSAL.colleagueNotFound, "contactId"));
      assertOr(
        colleague.companyId === user.companyId && colleague.id !== user.id,
        new AppError(400, REFUSAL.notColleague, "contactId"),
      );
      let announced: Announced | undefined;
      await withLocks(db, async (tx, locks) => {
        const m = await locks.lockMeeting(meetingId);
        assertOr(m && allowed(m).includes("addColleague"), conflict(REFUSAL.changed));
        assertOr(!partOf(m, colleague.id), conflict(REFUSAL.alreadyInMeeting));
        await locks.lockContacts([colleague.id]);
        await locks.lockSlot(m.timeslotId);
        assertOr(
          (await locks.busyIn(m.timeslotId, [colleague.id])).length === 0,
          conflict(REFUSAL.notAvailable),
        );
        await locks.insertMeeting(
          {
            editionId: m.editionId,
            timeslotId: m.timeslotId,
            fromId: colleague.id,
            toId: m.fromId === user.id ? m.toId : m.fromId,
            status: 1,
            tableNumber: m.table,
            parentScheduleId: m.id,
            createdAt: now,
          },
          [colleague.id],
        );
        await locks.update([m.id], { attendees: [...m.attendees, colleague.id] });
        announced = await news.announce(tx, [
          {
            meetingId: m.id,
            change: "colleague-added",
            byId: user.id,
            people: [...peopleAt(m), colleague.id],
          },
        ]);
      });
      if (announced) await news.publish(announced);
      return { msg: SCHEDULER_MESSAGES.colleague.added(colleague.name), meetingId };
    },

    /** Takes a colleague the user added off a meeting: their meeting ends and they are free again. */
    async removeColleague(
      user: SchedulerUser,
      meetingId: number,
      contactId: number,
      now: Date,
    ): Promise<ActionResult> {
      const { edition } = await openScheduler(settings);
      const found = await ownMeeting(user, meetingId, edition.id);
      const [attendee] = await repo.people([contactId], edition.id);
      const ctx = { userId: user.id, userCompanyId: user.companyId, schedulerEnabled: true };
      const removable = (m: MeetingRow) => attendee !== undefined && canRemoveColleague(m, ctx, attendee);
      assertOr(removable(found), forbidden(REFUSAL.notAllowed));
      let announced: Announced | undefined;
      await withLocks(db, async (tx, locks) => {
        const m = await locks.lockMeeting(meetingId);
        assertOr(m && removable(m), conflict(REFUSAL.changed));
        const theirs = (await locks.lockLiveChildren(m.id)).filter((child) => child.fromId === contactId);
        const ids = theirs.map((child) => child.id);
        await locks.update(ids, { dtCancelled: now, cancelledBy: user.id, cancelReason: "cancelled" });
        await locks.free(ids);
        await locks.update([m.id], { attendees: m.attendees.filter((id) => id !== contactId) });
        // The colleague taken off hears of it; the others' screens change.
        announced = await news.announce(tx, [
          {
            meetingId: m.id,
            change: "colleague-removed",
            byId: user.id,
            people: peopleAt(m),
            notify: [contactId],
          },
        ]);
      });
      if (announced) await news.publish(announced);
      return { msg: SCHEDULER_MESSAGES.colleague.removed, meetingId };
    },

    /** A colleague leaves the meeting they were added to. */
    async cannotAttend(user: SchedulerUser, meetingId: number, now: Date): Promise<ActionResult> {
      const { found, allowed } = await mayDo(user, meetingId, "cannotAttend", now);
      let announced: Announced | undefined;
      await withLocks(db, async (tx, locks) => {
        // The parent first, as every booking locks a parent before its colleagues' meetings.
        const parent =
          found.parentScheduleId === null ? undefined : await locks.lockMeeting(found.parentScheduleId);
        const m = await locks.lockMeeting(meetingId);
        assertOr(m && allowed(m).includes("cannotAttend"), conflict(REFUSAL.changed));
        await locks.update([m.id], { dtCancelled: now, cancelledBy: user.id, cancelReason: "cannotAttend" });
        await locks.free([m.id]);
        if (parent) {
          await locks.update([parent.id], { attendees: parent.attendees.filter((id) => id !== user.id) });
          announced = await news.announce(tx, [
            { meetingId: parent.id, change: "colleague-removed", byId: user.id, people: peopleAt(parent) },
          ]);
        }
      });
      if (announced) await news.publish(announced);
      return { msg: SCHEDULER_MESSAGES.cannotAttend.success, meetingId };
    },
  };
}
