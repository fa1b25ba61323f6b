import { describe, expect, it } from "vitest";
import { formatDay, formatInstant } from "./format.ts";

describe("formatDay", () => {
  it("writes a calendar day long, medium or short, the same in every time zone", () => {
    expect(formatDay("2025-11-06")).toBe("Thursday 6 November");
    expect(formatDay("2025-11-06", "medium")).toBe("Thursday 6 Nov");
    expect(formatDay("2025-11-06", "short")).toBe("Thu 6 Nov");
    expect(formatDay("not a day", "short")).toBe("not a day");
  });
});

describe("formatInstant", () => {
  it("writes an instant in the given time zone with the parts asked for", () => {
    const at = "2025-11-06T09:12:05Z";
    expect(formatInstant(at, "Europe/Dublin")).toBe("6 Nov, 09:12");
    expect(formatInstant(at, "Europe/Dublin", { year: true })).toBe("6 Nov 2025, 09:12");
    expect(formatInstant(at, "Europe/Amsterdam", { weekday: true })).toBe("Thu 6 Nov, 10:12");
    expect(formatInstant(at, "UTC", { year: true, seconds: true })).toBe("6 Nov 2025, 09:12:05");
  });

  it("reads a dash when there is no instant", () => {
    expect(formatInstant(null, "UTC")).toBe("—");
  });
});
