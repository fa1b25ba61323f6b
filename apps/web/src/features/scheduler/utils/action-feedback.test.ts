import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { describe, expect, it } from "vitest";
import { actionFeedback, failureWords } from "./action-feedback.ts";

describe("actionFeedback", () => {
  it("uses the specification's reminder texts", () => {
    expect(actionFeedback("reminder", true)).toEqual({
      success: SCHEDULER_MESSAGES.reminder.success,
      failure: SCHEDULER_MESSAGES.reminder.failure,
    });
  });

  it("tells a withdrawn request from a cancelled meeting", () => {
    expect(actionFeedback("cancel", true).success).toBe(SCHEDULER_MESSAGES.requestCancelled);
    expect(actionFeedback("cancel", false).success).toBe(SCHEDULER_MESSAGES.meetingCancelled);
  });

  it("thanks for an outcome either way", () => {
    expect(actionFeedback("held", false).success).toBe(SCHEDULER_MESSAGES.outcomeSaved);
    expect(actionFeedback("noShow", false).success).toBe(SCHEDULER_MESSAGES.outcomeSaved);
  });
});

describe("failureWords", () => {
  it("puts the server's reason under the title, or 'try again' for a bare 409", () => {
    expect(failureWords(SCHEDULER_MESSAGES.actionFailure)).toEqual({
      title: SCHEDULER_MESSAGES.actionFailure,
      conflict: SCHEDULER_MESSAGES.tryAgain,
    });
  });
});
