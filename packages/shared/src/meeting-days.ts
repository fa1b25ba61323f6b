/**
 * The meeting days' pattern as organisers write it, and the timeslots it makes: the same pure
 * functions for the console's live preview and for the server, which stores the slots. Times are
 * local wall-clock "HH:MM" of the edition's time zone; the server turns them into instants.
 */

/** A pause between slots: no slot overlaps it. */
export interface PatternBreak {
  start: string;
  end: string;
  label: string;
}

/** A slot blocked for meetings (the keynote), named by its start. */
export interface PatternKeynote {
  start: string;
  label: string;
}

/** One meeting day's pattern, without its date and tables. */
export interface DayPattern {
  /** First slot's start, "HH:MM". */
  start: string;
  /** Last slot's end at the latest, "HH:MM". */
  end: string;
  slotMinutes: number;
  breaks: PatternBreak[];
  keynotes: PatternKeynote[];
}

/** A slot the pattern makes. */
export interface PatternSlot {
  timeStart: string;
  timeEnd: string;
  keynote: boolean;
  /** The keynote's label; null for a meeting slot. */
  label: string | null;
}

/** Minutes after midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** "HH:MM" of minutes after midnight. */
export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The most slots one day may have (one every 5 minutes for eight hours). */
export const MAX_SLOTS_PER_DAY = 96;

/**
 * The slots of a day: one every `slotMinutes` from `start`, as long as a whole slot ends by `end`;
 * a slot that would overlap a break starts after it instead. The slot starting at a keynote's
 * start is that keynote.
 * @example generateSlots({ start: "10:00", end: "11:00", slotMinutes: 30, breaks: [], keynotes: [] })
 *   // 10:00–10:30, 10:30–11:00
 */
export function generateSlots(pattern: DayPattern): PatternSlot[] {
  const end = minutesOf(pattern.end);
  const length = pattern.slotMinutes;
  const breaks = pattern.breaks.map((b) => ({ start: minutesOf(b.start), end: minutesOf(b.end) }));
  const keynotes = new Map(pattern.keynotes.map((k) => [k.start, k.label]));
  const slots: PatternSlot[] = [];
  if (length <= 0) return slots;
  let at = minutesOf(pattern.start);
  while (at + length <= end && slots.length < MAX_SLOTS_PER_DAY) {
    const from = at;
    const overlapping = breaks.filter((b) => b.start < from + length && b.end > from);
    if (overlapping.length > 0) {
      at = Math.max(...overlapping.map((b) => b.end));
      continue;
    }
    const timeStart = hhmm(at);
    const label = keynotes.get(timeStart);
    slots.push({ timeStart, timeEnd: hhmm(at + length), keynote: label !== undefined, label: label ?? null });
    at += length;
  }
  return slots;
}

/**
 * The pattern that stored slots follow, for a day stored before patterns were kept: its first
 * start and last end, the length of its first slot, its gaps as breaks and its keynote slots.
 */
export function derivePattern(slots: readonly Omit<PatternSlot, "label">[]): DayPattern {
  const sorted = [...slots].sort((a, b) => minutesOf(a.timeStart) - minutesOf(b.timeStart));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return { start: "10:00", end: "17:00", slotMinutes: 30, breaks: [], keynotes: [] };
  const breaks: PatternBreak[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1];
    const slot = sorted[i];
    if (before && slot && minutesOf(slot.timeStart) > minutesOf(before.timeEnd))
      breaks.push({ start: before.timeEnd, end: slot.timeStart, label: "Break" });
  }
  return {
    start: first.timeStart,
    end: last.timeEnd,
    slotMinutes: minutesOf(first.timeEnd) - minutesOf(first.timeStart),
    breaks,
    keynotes: sorted.filter((s) => s.keynote).map((s) => ({ start: s.timeStart, label: "Keynote" })),
  };
}
