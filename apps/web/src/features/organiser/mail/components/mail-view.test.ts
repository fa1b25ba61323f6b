import { describe, expect, it } from "vitest";
import { formatWhen, isMailStatus, kindLabel } from "./mail-view.ts";

describe("the mail outbox's wording", () => {
  it("names a mail's kind as words", () => {
    expect(kindLabel("password_reset")).toBe("Password reset");
    expect(kindLabel("meeting.request")).toBe("Meeting request");
  });

  it("knows the three states and nothing else", () => {
    expect(["pending", "sent", "failed", "lost", ""].map(isMailStatus)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("shows times in the event's time zone, and a dash for none", () => {
    expect(formatWhen("2025-11-06T09:12:00Z", "Europe/Dublin")).toBe("6 Nov 2025, 09:12");
    expect(formatWhen(null, "Europe/Dublin")).toBe("—");
  });
});
