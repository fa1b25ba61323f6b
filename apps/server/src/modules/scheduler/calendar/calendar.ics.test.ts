import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  type CalendarEvent,
  calendarText,
  escapeText,
  foldLine,
  localDateTime,
  offsetMinutes,
  vtimezone,
} from "./calendar.ics.ts";

function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: "meeting-1@ebm.example",
    sequence: 0,
    status: "CONFIRMED",
    startsAtUtc: new Date("2025-11-06T10:00:00Z"),
    endsAtUtc: new Date("2025-11-06T10:30:00Z"),
    timezone: "Europe/Dublin",
    createdAt: new Date("2025-10-01T08:00:00Z"),
    lastModified: new Date("2025-10-02T08:00:00Z"),
    summary: "Meeting with Mila Jansen (Sample Trading B.V.)",
    location: "Table: 12, The Venue",
    description: "Hello",
    url: "https://ebm.example/scheduler",
    ...overrides,
  };
}

/** The start of the only event of a calendar text, as ical.js reads it. */
function parsedStart(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event");
  return new ICAL.Event(vevent).startDate;
}

describe("text values and lines", () => {
  it("escapes backslash, semicolon, comma and line breaks, and drops control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("tab\there\u0007bell\u0000")).toBe("tab\there" + "bell");
  });

  it("folds at 75 octets without splitting a character, continuing with a space", () => {
    const line = `DESCRIPTION:${"Grüße, ".repeat(20)}😀${"x".repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(" ")).toBe(true);
      // A split inside a UTF-8 sequence would leave a replacement character behind.
      expect(Buffer.from(part, "utf8").toString("utf8")).toBe(part);
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("writes CRLF line ends only", () => {
    const text = calendarText({ events: [event({ description: "one\ntwo" })], now: new Date() });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });
});

describe("time zones from the runtime's data", () => {
  it("reads offsets, including negative and half-hour ones", () => {
    expect(offsetMinutes("Europe/Dublin", new Date("2025-07-01T12:00:00Z"))).toBe(60);
    expect(offsetMinutes("Europe/Dublin", new Date("2025-11-06T12:00:00Z"))).toBe(0);
    expect(offsetMinutes("America/St_Johns", new Date("2025-01-15T12:00:00Z"))).toBe(-210);
    expect(offsetMinutes("Asia/Kolkata", new Date("2025-01-15T12:00:00Z"))).toBe(330);
    expect(localDateTime(new Date("2025-07-01T09:00:00Z"), "Europe/Dublin")).toBe("20250701T100000");
  });

  it("writes Dublin's rules as the tz database has them", () => {
    const lines = vtimezone("Europe/Dublin", 2025);
    expect(lines.join("\n")).toBe(
      [
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Dublin",
        "BEGIN:DAYLIGHT",
        "DTSTART:20240331T010000",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "TZOFFSETFROM:+0000",
        "TZOFFSETTO:+0100",
        "END:DAYLIGHT",
        "BEGIN:STANDARD",
        "DTSTART:20241027T020000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0000",
        "END:STANDARD",
        "END:VTIMEZONE",
      ].join("\n"),
    );
  });

  it("gives one observance to a zone without changes", () => {
    const lines = vtimezone("Asia/Tokyo", 2025);
    expect(lines.filter((line) => line.startsWith("BEGIN:"))).toEqual(["BEGIN:VTIMEZONE", "BEGIN:STANDARD"]);
    expect(lines).toContain("TZOFFSETTO:+0900");
  });

  // Local start times on both sides of the changes, in zones north and south, regular and not
  // (Casablanca's changes follow Ramadan, so each is written on its own).
  const cases = [
    ["Europe/Dublin", "2025-07-01T10:00:00Z"],
    ["Europe/Dublin", "2025-11-06T10:00:00Z"],
    ["Europe/Dublin", "2025-03-30T00:30:00Z"],
    ["Europe/Dublin", "2025-03-30T01:30:00Z"],
    ["America/New_York", "2025-11-06T15:00:00Z"],
    ["America/New_York", "2025-06-06T15:00:00Z"],
    ["Australia/Sydney", "2025-01-10T01:00:00Z"],
    ["Australia/Sydney", "2025-07-10T01:00:00Z"],
    ["Asia/Kolkata", "2025-11-06T05:00:00Z"],
    ["Africa/Casablanca", "2025-03-10T10:00:00Z"],
    ["Africa/Casablanca", "2025-05-10T10:00:00Z"],
  ] as const;
  it.each(cases)("lets a calendar app find the UTC instant of a start in %s at %s", (timezone, iso) => {
    const startsAtUtc = new Date(iso);
    const text = calendarText({
      events: [event({ timezone, startsAtUtc, endsAtUtc: new Date(startsAtUtc.getTime() + 1_800_000) })],
      now: new Date(),
    });
    expect(text).toContain(`DTSTART;TZID=${timezone}:`);
    const start = parsedStart(text);
    // The zone came from the file's own VTIMEZONE, not from a guess.
    expect(start.zone?.tzid).toBe(timezone);
    expect(start.toJSDate().toISOString()).toBe(startsAtUtc.toISOString());
  });
});
