import { describe, expect, it } from "vitest";
import { changedFields, fieldValue } from "./audit-view.ts";

describe("the audit log's changed fields", () => {
  it("lists every field of before and after once, with a dash where one side has none", () => {
    expect(changedFields({ status: 0, reason: null }, { status: 1, reviewedBy: 7 }, "UTC")).toEqual([
      { field: "status", before: "0", after: "1" },
      { field: "reason", before: "—", after: "—" },
      { field: "reviewedBy", before: "—", after: "7" },
    ]);
    expect(changedFields(null, null, "UTC")).toEqual([]);
  });

  it("shows instants in the event's time zone, lists and objects as JSON, text as it is", () => {
    expect(fieldValue("2025-11-06T14:50:23.267Z", "Europe/Dublin")).toBe("6 Nov 2025, 14:50:23");
    expect(fieldValue("2025-11-06T14:50:23Z", "Europe/Amsterdam")).toBe("6 Nov 2025, 15:50:23");
    expect(fieldValue([1, 2], "UTC")).toBe("[1,2]");
    expect(fieldValue({ open: true }, "UTC")).toBe('{"open":true}');
    expect(fieldValue("Acme B.V.", "UTC")).toBe("Acme B.V.");
    expect(fieldValue(false, "UTC")).toBe("false");
    expect(fieldValue("", "UTC")).toBe("—");
  });
});
