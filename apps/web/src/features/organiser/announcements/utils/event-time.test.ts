import { describe, expect, it } from "vitest";
import { instantIn } from "./event-time.ts";

describe("instantIn", () => {
  it("reads a date and time on the event's clocks", () => {
    expect(instantIn("2025-11-06", "18:30", "Europe/Dublin")).toBe("2025-11-06T18:30:00.000Z");
    expect(instantIn("2025-07-01", "09:00", "Europe/Dublin")).toBe("2025-07-01T08:00:00.000Z");
    expect(instantIn("2025-07-01", "09:00", "America/New_York")).toBe("2025-07-01T13:00:00.000Z");
  });

  it("answers null for what is not a date and time", () => {
    expect(instantIn("", "09:00", "UTC")).toBeNull();
    expect(instantIn("2025-07-01", "9", "UTC")).toBeNull();
  });
});
