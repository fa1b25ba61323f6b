import { type MeetingAction, meetingActions } from "@ebm/shared/scheduler";
import { AppError, assertOr } from "../../lib/errors.ts";
import type { MeetingRow } from "./scheduler.columns.ts";
import { partOf, REFUSAL, type SchedulerUser } from "./scheduler.context.ts";
import type { SchedulerRepository } from "./scheduler.repository.ts";

/** The checks every action on an existing meeting starts with: whose it is, and what they may do. */
export function meetingGuards(repo: SchedulerRepository) {
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

  return { ownMeeting, actionsOn };
}
