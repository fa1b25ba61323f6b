import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { Meeting, MeetingActionParam, MeetingPerson } from "@ebm/shared/schemas/scheduler";
import { feedbackOn } from "../../../lib/feedback.ts";
import { useAddColleague } from "../api/add-colleague.ts";
import { useCannotAttend } from "../api/cannot-attend.ts";
import { useMeetingAction } from "../api/meeting-action.ts";
import { useRemoveColleague } from "../api/remove-colleague.ts";
import { actionFeedback, failureWords } from "../utils/action-feedback.ts";

const S = SCHEDULER_MESSAGES;

/**
 * Runs a change and shows its snackbar. The promise of `mutateAsync` settles even when the card
 * has gone meanwhile (a cancelled meeting leaves the screen once the meetings are refetched),
 * where the callbacks of `mutate` would be dropped.
 */
function report(change: Promise<unknown>, success: string, failure: string, onDone?: () => void): void {
  void feedbackOn(change, { success: { title: success }, failure: failureWords(failure), onSuccess: onDone });
}

/**
 * What one meeting can be done with, each with the snackbar of part 2 §8; the meetings and
 * timeslots are refetched after every change.
 * @example const commands = useMeetingCommands(user.id, meeting); commands.act("accept");
 */
export function useMeetingCommands(userId: number, meeting: Meeting) {
  const action = useMeetingAction(userId);
  const add = useAddColleague(userId);
  const remove = useRemoveColleague(userId);
  const leave = useCannotAttend(userId);
  const wasPending = meeting.status === 0;

  return {
    act(name: MeetingActionParam, onDone?: () => void) {
      const texts = actionFeedback(name, wasPending);
      report(
        action.mutateAsync({ meetingId: meeting.id, action: name }),
        texts.success,
        texts.failure,
        onDone,
      );
    },
    /** The action under way, if any. */
    pendingAction: action.isPending ? action.variables?.action : undefined,

    addColleague(colleague: Pick<MeetingPerson, "id" | "name">, onDone?: () => void) {
      report(
        add.mutateAsync({ meetingId: meeting.id, contactId: colleague.id, timeslotId: meeting.timeslotId }),
        S.colleague.added(colleague.name),
        S.colleague.addFailure(colleague.name),
        onDone,
      );
    },
    /** The colleague being added, if any. */
    addingColleague: add.isPending ? add.variables?.contactId : undefined,

    removeColleague(colleagueId: number) {
      report(
        remove.mutateAsync({ meetingId: meeting.id, contactId: colleagueId }),
        S.colleague.removed,
        S.colleague.removeFailure,
      );
    },
    /** The colleague being removed, if any. */
    removingColleague: remove.isPending ? remove.variables?.contactId : undefined,

    cannotAttend(onDone?: () => void) {
      report(leave.mutateAsync(meeting.id), S.cannotAttend.success, S.cannotAttend.failure, onDone);
    },
    leaving: leave.isPending,
  };
}

export type MeetingCommands = ReturnType<typeof useMeetingCommands>;
