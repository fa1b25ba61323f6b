import type { ScheduleKind } from "@ebm/shared/matchmaking";
import type { DraftMeeting, ScheduleFigures } from "@ebm/shared/schemas/matchmaking";

/** A meeting's priority in the schedule, as the console names it. */
export const KIND_LABELS: Record<ScheduleKind, string> = {
  mutual: "Mutual wish",
  must: "Must meet",
  like: "Would like to meet",
};

/**
 * A share as a whole percentage, or a dash without a base.
 * @example percent(49, 50) === "98 %"; percent(0, 0) === "–"
 */
export function percent(part: number, whole: number): string {
  if (whole <= 0) return "–";
  return `${Math.floor((part / whole) * 1000) / 10} %`.replace(".0 %", " %");
}

/**
 * The run's time in words.
 * @example runTime(1250) === "1.3 s"; runTime(12_400) === "12.4 s"
 */
export const runTime = (millis: number) => `${(Math.round(millis / 100) / 10).toFixed(1)} s`;

/** One figure of a draft: its label, value and what it is measured against. */
export interface Figure {
  label: string;
  value: string;
  hint: string;
}

/** The draft's figures as the console shows them, in the order people read them. */
export function figuresOf(f: ScheduleFigures): Figure[] {
  return [
    { label: "Meetings", value: String(f.meetings), hint: `from ${f.wishes} wishes` },
    {
      label: "Mutual wishes scheduled",
      value: `${f.scheduledMutual} of ${f.feasibleMutual}`,
      hint: `${percent(f.scheduledMutual, f.feasibleMutual)} of those any schedule could meet (${f.mutualWishes} in all)`,
    },
    {
      label: "Value against the bound",
      value: percent(f.value, f.bound),
      hint: `${Math.round(f.value)} of at most ${Math.round(f.bound)}`,
    },
    {
      label: "Meetings per attendee",
      value: `${f.p10} / ${f.median}`,
      hint: "the 10th percentile / the median",
    },
    { label: "Moved", value: String(f.moved), hint: "meetings moved from the previous draft" },
    { label: "Time", value: runTime(f.millis), hint: "to make this draft" },
  ];
}

/** A day of the draft: its timeslots in order, each with its meetings by table. */
export interface DraftDay {
  day: number;
  slots: { timeslotId: number; timeStart: string; timeEnd: string; meetings: DraftMeeting[] }[];
}

/** The draft's meetings by day, then timeslot (by start), then table. */
export function groupDraft(meetings: DraftMeeting[]): DraftDay[] {
  const days = new Map<number, Map<number, DraftDay["slots"][number]>>();
  for (const meeting of meetings) {
    const slots = days.get(meeting.day) ?? new Map();
    days.set(meeting.day, slots);
    const slot = slots.get(meeting.timeslotId) ?? {
      timeslotId: meeting.timeslotId,
      timeStart: meeting.timeStart,
      timeEnd: meeting.timeEnd,
      meetings: [],
    };
    slots.set(meeting.timeslotId, slot);
    slot.meetings.push(meeting);
  }
  return [...days]
    .sort(([a], [b]) => a - b)
    .map(([day, slots]) => ({
      day,
      slots: [...slots.values()]
        .sort((a, b) => a.timeStart.localeCompare(b.timeStart))
        .map((slot) => ({ ...slot, meetings: slot.meetings.sort((a, b) => a.tableNumber - b.tableNumber) })),
    }));
}
