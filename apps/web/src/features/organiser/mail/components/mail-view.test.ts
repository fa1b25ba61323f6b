import { describe, expect, it } from "vitest";
import { isMailStatus, kindLabel, MAIL_STATUS_OPTIONS } from "./mail-view.ts";

describe("the mail outbox's wording", () => {
  it("names a mail's kind as words", () => {
    expect(kindLabel("password_reset")).toBe("Password reset");
    expect(kindLabel("meeting.request")).toBe("Meeting request");
  });

  it("knows the four states and nothing else", () => {
    expect(["pending", "sent", "failed", "folded", "lost", ""].map(isMailStatus)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("offers every state in the filter, after all of them", () => {
    expect(MAIL_STATUS_OPTIONS).toEqual([
      { value: "", label: "All states" },
      { value: "pending", label: "Pending" },
      { value: "sent", label: "Sent" },
      { value: "failed", label: "Failed" },
      { value: "folded", label: "In a digest" },
    ]);
  });
});
