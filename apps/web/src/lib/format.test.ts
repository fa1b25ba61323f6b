import { describe, expect, it } from "vitest";
import {
  formatAgo,
  formatChatTime,
  formatDateAt,
  formatDay,
  formatInstant,
  ownTimeBeside,
  zoneDifference,
  zoneName,
} from "./format.ts";

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

describe("zones and recent times", () => {
  it("names a zone by its city", () => {
    expect(zoneName("Europe/Dublin")).toBe("Dublin time");
    expect(zoneName("America/New_York")).toBe("New York time");
    expect(zoneName("UTC")).toBe("UTC");
  });

  it("gives the viewer's own hour only where it differs from the event's", () => {
    expect(ownTimeBeside("2025-11-06T10:00:00Z", "Europe/Dublin", "Europe/Stockholm")).toBe(
      "11:00 your time",
    );
    expect(ownTimeBeside("2025-11-06T10:00:00Z", "Europe/Dublin", "Europe/London")).toBeNull();
    expect(ownTimeBeside("not a date", "Europe/Dublin", "Europe/Stockholm")).toBeNull();
  });

  it("says how long ago, then the day and time", () => {
    const now = new Date("2025-11-06T12:00:00Z");
    expect(formatAgo("2025-11-06T11:59:40Z", "Europe/Dublin", now)).toBe("just now");
    expect(formatAgo("2025-11-06T11:55:00Z", "Europe/Dublin", now)).toBe("5 min ago");
    expect(formatAgo("2025-11-06T09:00:00Z", "Europe/Dublin", now)).toBe("3 h ago");
    expect(formatAgo("2025-11-05T09:12:00Z", "Europe/Dublin", now)).toBe("Wed 5 Nov, 09:12");
  });
});

describe("formatChatTime", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  it("writes today's messages as the hour, yesterday's as Yesterday, older ones with their date", () => {
    expect(formatChatTime("2026-11-27T13:05:00Z", "Europe/Dublin", now)).toBe("13:05");
    expect(formatChatTime("2026-11-26T23:46:00Z", "Europe/Dublin", now)).toBe("Yesterday, 23:46");
    expect(formatChatTime("2026-11-05T09:12:00Z", "Europe/Dublin", now)).toBe("Thu 5 Nov, 09:12");
    expect(formatChatTime("2025-11-06T09:12:00Z", "Europe/Dublin", now)).toBe("6 Nov 2025, 09:12");
  });

  it("counts days in the event's zone, not the device's", () => {
    // 23:30 UTC on the 26th is already the 27th in Stockholm.
    expect(formatChatTime("2026-11-26T23:30:00Z", "Europe/Stockholm", now)).toBe("00:30");
    expect(formatChatTime("2026-11-26T23:30:00Z", "Europe/Dublin", now)).toBe("Yesterday, 23:30");
    expect(formatChatTime("not a date", "Europe/Dublin", now)).toBe("not a date");
  });
});

describe("zoneDifference", () => {
  const at = new Date("2025-11-06T10:00:00Z");
  it("says how far the device's clock is from the event's", () => {
    expect(zoneDifference("Europe/Dublin", "Europe/Stockholm", at)).toBe("1 hour ahead");
    expect(zoneDifference("Europe/Dublin", "America/New_York", at)).toBe("5 hours behind");
    expect(zoneDifference("Europe/Dublin", "Asia/Kolkata", at)).toBe("5 h 30 min ahead");
    expect(zoneDifference("Europe/Dublin", "Europe/London", at)).toBeNull();
    expect(zoneDifference("Europe/Dublin", "Not/AZone", at)).toBeNull();
  });
});
