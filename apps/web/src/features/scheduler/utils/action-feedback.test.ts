import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { actionFeedback, failureReason } from "./action-feedback.ts";

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

describe("failureReason", () => {
  it("gives the server's message, or 'try again' for a bare 409", () => {
    expect(failureReason(new ApiError(403, "Forbidden", "Only the recipient can accept"))).toBe(
      "Only the recipient can accept",
    );
    expect(failureReason(new ApiError(409, "Conflict", ""))).toBe(SCHEDULER_MESSAGES.tryAgain);
    expect(failureReason(new ApiError(500, "Internal Server Error", ""))).toBeUndefined();
    expect(failureReason(new Error("boom"))).toBeUndefined();
  });
});
