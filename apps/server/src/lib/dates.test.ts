import { describe, expect, it } from "vitest";
import { compactLocalDate, dateFormat, instantAt, localDate } from "./dates.ts";

describe("dates in the event's time zone", () => {
  it("names the local day of an instant, on both sides of midnight and of a change of offset", () => {
    const late = new Date("2026-11-27T23:30:00Z");
    expect(localDate(late, "Europe/Dublin")).toBe("2026-11-27");
    expect(localDate(late, "Asia/Tokyo")).toBe("2026-11-28");
    expect(localDate(late, "America/New_York")).toBe("2026-11-27");
    expect(compactLocalDate(late, "Asia/Tokyo")).toBe("20261128");
    // Summer time in Dublin: 23:30 UTC is already the next day there.
    expect(localDate(new Date("2026-06-30T23:30:00Z"), "Europe/Dublin")).toBe("2026-07-01");
    expect(instantAt("2026-06-30", "09:00", "Europe/Dublin").toISOString()).toBe("2026-06-30T08:00:00.000Z");
    expect(instantAt("2026-11-05", "09:00", "Europe/Dublin").toISOString()).toBe("2026-11-05T09:00:00.000Z");
  });

  it("keeps one formatter per locale and options", () => {
    const options = { timeZone: "Europe/Dublin", hour: "2-digit" } as const;
    expect(dateFormat("en-GB", options)).toBe(dateFormat("en-GB", { ...options }));
    expect(dateFormat("en-GB", options)).not.toBe(dateFormat("en-GB", { ...options, timeZone: "UTC" }));
  });
});
