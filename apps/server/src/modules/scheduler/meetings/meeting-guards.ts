import { type MeetingAction, meetingActions } from "@ebm/shared/scheduler";
import { AppError, assertOr, forbidden } from "../../../lib/errors.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { MeetingRow } from "../scheduler.columns.ts";
import { openScheduler, partOf, REFUSAL, type SchedulerUser } from "../scheduler.context.ts";
import type { SchedulerRepository } from "../scheduler.repository.ts";

/** The checks every action on an existing meeting starts with: whose it is, and what they may do. */
export function meetingGuards(repo: SchedulerRepository, settings: SettingsService) {
  /** A meeting of the current edition the user is in; 404 otherwise (also for other people's meetings). */
  async function ownMeeting(user: SchedulerUser, meetingId: number, editionId: number) {
    const found = await repo.meeting(meetingId);
    assertOr(
      found && found.editionId === editionId && partOf(found, user.id),
      new AppError(404, REFUSAL.meetingNotFound),
    );
    return found;
  }

  /** The actions the user has on the meeting now (part 2 §6), with the scheduler open. */
  async function actionsOn(user: SchedulerUser, editionId: number, now: Date) {
    const companyAttendeeCount = await repo.companyAttendeeCount(user.companyId, editionId);
    return (row: MeetingRow): MeetingAction[] =>
      meetingActions(row, {
        userId: user.id,
        schedulerEnabled: true,
        companyAttendeeCount,
        slotEnded: row.endsAtUtc <= now,
      });
  }

  /**
   * The start of an action on a meeting: the scheduler open, the user's own meeting, and `action`
   * among what they may do with it now (403 otherwise). `allowed` checks it again under the lock.
   */
  async function mayDo(user: SchedulerUser, meetingId: number, action: MeetingAction, now: Date) {
    const { edition } = await openScheduler(settings);
    const found = await ownMeeting(user, meetingId, edition.id);
    const allowed = await actionsOn(user, edition.id, now);
    assertOr(allowed(found).includes(action), forbidden(REFUSAL.notAllowed));
    return { edition, found, allowed };
  }

  return { ownMeeting, mayDo };
}
