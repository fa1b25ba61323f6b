/**
 * The snackbar texts of the scheduler's actions (part 2 §8): the specification's words where it has
 * them, the product's own (SCHEDULER_MESSAGES) for the actions it does not word.
 */
import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { MeetingActionParam } from "@ebm/shared/schemas/scheduler";
import type { FailureWords } from "../../../lib/feedback.ts";

const S = SCHEDULER_MESSAGES;

/** What a meeting action says when it worked and when it did not. */
export function actionFeedback(
  action: MeetingActionParam,
  wasPending: boolean,
): { success: string; failure: string } {
  switch (action) {
    case "accept":
      return { success: S.accepted, failure: S.actionFailure };
    case "decline":
      return { success: S.declined, failure: S.actionFailure };
    case "cancel":
      return { success: wasPending ? S.requestCancelled : S.meetingCancelled, failure: S.actionFailure };
    case "reminder":
      return { success: S.reminder.success, failure: S.reminder.failure };
    default:
      return { success: S.outcomeSaved, failure: S.actionFailure };
  }
}

/**
 * The failure snackbar of a scheduler action: the specification's text, the server's reason under
 * it, and for a 409 without one (a slot changed by someone else that moment) the product's "try again".
 * @example notifyError(error, failureWords(S.actionFailure))
 */
export const failureWords = (title: string): FailureWords => ({ title, conflict: S.tryAgain });
