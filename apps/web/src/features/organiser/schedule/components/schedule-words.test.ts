import type { DraftMeeting } from "@ebm/shared/schemas/matchmaking";
import { describe, expect, it } from "vitest";
import { figuresOf, groupDraft, percent, runTime } from "./schedule-words.ts";

const person = (id: number) => ({ id, name: `Person ${id}`, companyName: `Company ${id}` });
const meeting = (id: number, day: number, timeslotId: number, timeStart: string, tableNumber: number) =>
  ({
    id,
    from: person(id),
    to: person(id + 100),
    timeslotId,
    day,
    timeStart,
    timeEnd: "",
    tableNumber,
    kind: "mutual",
    locked: false,
    meetingId: null,
    skipped: false,
  }) satisfies DraftMeeting;

describe("the schedule's words", () => {
  it("says shares as percentages, a dash without a base", () => {
    expect(percent(49, 50)).toBe("98 %");
    expect(percent(995, 1000)).toBe("99.5 %");
    expect(percent(1, 0)).toBe("–");
    expect(runTime(1250)).toBe("1.3 s");
  });

  it("lists the figures with their bases", () => {
    const figures = figuresOf({
      wishes: 40,
      mutualWishes: 6,
      feasibleMutual: 5,
      scheduledMutual: 5,
      meetings: 22,
      value: 980,
      bound: 1000,
      p10: 1,
      median: 2,
      moved: 3,
      millis: 1200,
    });
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ["Meetings", "22"],
      ["Mutual wishes scheduled", "5 of 5"],
      ["Value against the bound", "98 %"],
      ["Meetings per attendee", "1 / 2"],
      ["Moved", "3"],
      ["Time", "1.2 s"],
    ]);
  });

  it("groups the meetings by day, then timeslot by start, then table", () => {
    const days = groupDraft([
      meeting(1, 2, 20, "10:00", 3),
      meeting(2, 1, 11, "10:30", 1),
      meeting(3, 1, 10, "10:00", 2),
      meeting(4, 1, 10, "10:00", 1),
    ]);
    expect(days.map((d) => d.day)).toEqual([1, 2]);
    expect(days[0]?.slots.map((s) => s.timeslotId)).toEqual([10, 11]);
    expect(days[0]?.slots[0]?.meetings.map((m) => m.id)).toEqual([4, 3]);
  });
});
