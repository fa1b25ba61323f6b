import { describe, expect, it } from "vitest";
import { auditTime, changedFields, fieldValue, objectLabel } from "./audit-view.ts";

describe("the audit log's changed fields", () => {
  it("lists every field of before and after once by its label, with a dash where one side has none", () => {
    expect(
      changedFields({ status: "pending", reason: null }, { status: "approved", reviewedBy: 7 }, "UTC"),
    ).toEqual([
      { field: "State", before: "Waiting", after: "Approved" },
      { field: "Reason", before: "—", after: "—" },
      { field: "Reviewed by", before: "—", after: "7" },
    ]);
    expect(changedFields(null, null, "UTC")).toEqual([]);
  });

  it("shows instants in the event's time zone with the zone, per-day values by the day's name, no codes", () => {
    expect(fieldValue("2025-11-06T14:50:23.267Z", "Europe/Dublin")).toBe("6 Nov 2025, 14:50:23 GMT");
    expect(fieldValue("2025-11-06T14:50:23Z", "Europe/Amsterdam")).toBe("6 Nov 2025, 15:50:23 CET");
    expect(fieldValue({ "2025-11-06": 119 }, "UTC")).toBe("Thursday 6 November: 119");
    expect(fieldValue({ day1: 120, day2: 130 }, "UTC")).toBe("Thursday: 120; Friday: 130");
    expect(fieldValue(["a", "b"], "UTC")).toBe("a; b");
    expect(fieldValue("Acme B.V.", "UTC")).toBe("Acme B.V.");
    expect(fieldValue("awaiting_verification", "UTC")).toBe("Awaiting verification");
    expect(fieldValue(false, "UTC")).toBe("No");
    expect(fieldValue("", "UTC")).toBe("—");
  });

  it("names the object in words", () => {
    expect(objectLabel("dinner", "12")).toBe("Captain's Dinner sign-up 12");
    expect(objectLabel("checkin", null)).toBe("Check-in");
    expect(auditTime("2025-07-01T10:00:00Z", "Europe/Dublin")).toBe("1 Jul 2025, 11:00:00 GMT+1");
  });
});
