/**
 * The snackbar texts of the scheduler's actions (part 2 §8): the specification's words where it has
 * them, the product's own (SCHEDULER_MESSAGES) for the actions it does not word.
 */
import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { MeetingActionParam } from "@ebm/shared/schemas/scheduler";
import { ApiError } from "../../../lib/api-client.ts";

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
 * The server's reason for a refusal, shown after the specification's text; for a 409 without
 * one, the product's "try again".
 */
export function failureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.message) return error.message;
  return error.status === 409 ? S.tryAgain : undefined;
}
