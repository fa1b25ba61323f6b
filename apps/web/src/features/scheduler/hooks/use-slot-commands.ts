import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { feedbackOn } from "../../../lib/feedback.ts";
import { useBlockTimeslot } from "../api/block-timeslot.ts";
import { useUnblockTimeslot } from "../api/unblock-timeslot.ts";
import { failureWords } from "../utils/action-feedback.ts";

const S = SCHEDULER_MESSAGES;

function report(change: Promise<unknown>, success: string): void {
  void feedbackOn(change, { success: { title: success }, failure: failureWords(S.actionFailure) });
}

/**
 * Block and Unblock of one timeslot, with their snackbars; the meetings and timeslots are
 * refetched after each.
 * @example const { block } = useSlotCommands(user.id, slot.id); block();
 */
export function useSlotCommands(userId: number, timeslotId: number) {
  const blockCall = useBlockTimeslot(userId);
  const unblockCall = useUnblockTimeslot(userId);
  return {
    block: () => report(blockCall.mutateAsync(timeslotId), S.blocked),
    unblock: () => report(unblockCall.mutateAsync(timeslotId), S.unblocked),
    blocking: blockCall.isPending,
    unblocking: unblockCall.isPending,
  };
}
