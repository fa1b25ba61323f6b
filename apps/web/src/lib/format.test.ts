import { describe, expect, it } from "vitest";
import { formatDateAt, formatDay, formatInstant } from "./format.ts";

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

describe("formatDateAt", () => {
  it("writes dd/mm/yyyy at hh:mm in the event's time zone, in UTC for an unknown zone", () => {
    expect(formatDateAt("2025-11-06T09:05:00Z", "Europe/Dublin")).toBe("06/11/2025 at 09:05");
    expect(formatDateAt("2025-07-01T22:30:00Z", "Europe/Dublin")).toBe("01/07/2025 at 23:30");
    expect(formatDateAt("2025-07-01T23:30:00Z", "Europe/Dublin")).toBe("02/07/2025 at 00:30");
    expect(formatDateAt("2025-11-06T09:05:00Z", "Not/AZone")).toBe("06/11/2025 at 09:05");
    expect(formatDateAt("not a date", "UTC")).toBe("not a date");
  });
});
