import { type DayPattern, generateSlots, minutesOf } from "@ebm/shared/meeting-days";
import { pickTable } from "@ebm/shared/scheduler";
import type { MeetingDayInput } from "@ebm/shared/schemas/organiser-meeting-days";
import { instantAt } from "../../../lib/dates.ts";
import { badRequest } from "../../../lib/errors.ts";

/**
 * What a changed pattern of the meeting days does to the stored timeslots and the meetings in
 * them, worked out without touching the database: the same plan for the preview and, on rows
 * read under lock, for the change itself.
 */

/** A stored day (timeslot_metadata). */
export interface StoredDay {
  day: number;
  date: string;
  meetingTables: number;
  meetingTablesMax: number;
}

/** A stored slot. */
export interface StoredSlot {
  id: number;
  day: number;
  timeStart: string;
  timeEnd: string;
  startsAtUtc: Date;
  endsAtUtc: Date;
  keynote: boolean;
  /** Taken out by an earlier change and kept for its meetings' history: planned again when the pattern brings back its start. */
  retired: boolean;
}

/** A live, top-level meeting or block in a slot of the edition, with everyone it keeps busy. */
export interface StoredMeeting {
  id: number;
  timeslotId: number;
  fromId: number;
  toId: number;
  status: number;
  table: number | null;
  /** Its live colleague meetings. */
  children: { id: number; fromId: number }[];
}

/** A new slot of the pattern, with its instants and what becomes of the stored one. */
export interface PlannedSlot {
  day: number;
  date: string;
  timeStart: string;
  timeEnd: string;
  startsAtUtc: Date;
  endsAtUtc: Date;
  keynote: boolean;
  label: string | null;
  change: "keep" | "change" | "create";
  /** The stored slot it keeps; null for a new one. */
  id: number | null;
}

export interface PlannedDay {
  day: number;
  date: string;
  /** Index of the day in the request, for the field of a refusal. */
  index: number;
  pattern: DayPattern;
  meetingTables: number;
  meetingTablesMax: number;
  dateStart: Date;
  dateEnd: Date;
  slots: PlannedSlot[];
  isNew: boolean;
}

/** A meeting the change breaks, and the slot it could move to (with its place). */
export interface BrokenPlan {
  meeting: StoredMeeting;
  reason: "removed" | "keynote";
  from: StoredSlot;
  /** The new slot (by its start) it moves to; null when no slot of its day has room for it. */
  moveTo: PlannedSlot | null;
  table: number | null;
}

export interface DaysPlan {
  days: PlannedDay[];
  removedSlots: StoredSlot[];
  removedDays: StoredDay[];
  broken: BrokenPlan[];
  /** Blocks (a person's own busy mark) in slots that go or become keynotes. */
  blocks: StoredMeeting[];
}

const isBlock = (m: StoredMeeting) => m.fromId === m.toId;
/** Everyone a meeting keeps busy: its two sides and its colleagues. */
export const busyPeople = (m: StoredMeeting) => [
  ...new Set([m.fromId, m.toId, ...m.children.map((c) => c.fromId)]),
];

/**
 * Checks the days against the edition and makes their slots. Days are numbered by date; a stored
 * day keeps its number, so a change that would renumber one is refused.
 */
export function planDays(
  input: readonly MeetingDayInput[],
  edition: { timezone: string; dateStart: string; dateEnd: string },
  stored: { days: readonly StoredDay[]; slots: readonly StoredSlot[] },
): Omit<DaysPlan, "broken" | "blocks"> {
  const sorted = input.map((day, index) => ({ ...day, index })).sort((a, b) => a.date.localeCompare(b.date));
  const storedByDate = new Map(stored.days.map((d) => [d.date, d]));
  // Each day's own faults first, in the order the days were sent; then how the days number.
  for (const day of input.map((d, index) => ({ ...d, index }))) {
    const field = (name: string) => `days.${day.index}.${name}`;
    const twin = sorted.find((other) => other.date === day.date && other.index !== day.index);
    if (twin) throw badRequest(`There are two meeting days on ${day.date}.`, field("date"));
    if (day.date < edition.dateStart || day.date > edition.dateEnd)
      throw badRequest(
        `Choose a date of the edition, from ${edition.dateStart} to ${edition.dateEnd}.`,
        field("date"),
      );
  }
  const days: PlannedDay[] = sorted.map((day, position) => {
    const field = (name: string) => `days.${day.index}.${name}`;
    if (minutesOf(day.end) <= minutesOf(day.start))
      throw badRequest("The last slot ends after the first one starts.", field("end"));
    for (const [i, pause] of day.breaks.entries())
      if (minutesOf(pause.end) <= minutesOf(pause.start))
        throw badRequest("A break ends after it starts.", field(`breaks.${i}.end`));
    const pattern: DayPattern = {
      start: day.start,
      end: day.end,
      slotMinutes: day.slotMinutes,
      breaks: day.breaks,
      keynotes: day.keynotes,
    };
    const slots = generateSlots(pattern);
    if (slots.length === 0)
      throw badRequest(
        "No whole slot fits between the start and the end: shorten the slots.",
        field("slotMinutes"),
      );
    for (const [i, keynote] of day.keynotes.entries())
      if (!slots.some((slot) => slot.timeStart === keynote.start))
        throw badRequest(
          `No slot starts at ${keynote.start}: a keynote takes the slot that starts at its time.`,
          field(`keynotes.${i}.start`),
        );
    const number = position + 1;
    const before = storedByDate.get(day.date);
    if (before && before.day !== number)
      throw badRequest(
        `The meeting day of ${day.date} is day ${before.day} and keeps its number: add days after the last one, or remove the last one.`,
        "days",
      );
    const storedSlots = stored.slots.filter((slot) => !slot.retired && slot.day === number && before);
    const planned = slots.map((slot): PlannedSlot => {
      const startsAtUtc = instantAt(day.date, slot.timeStart, edition.timezone);
      const endsAtUtc = instantAt(day.date, slot.timeEnd, edition.timezone);
      const at = (s: StoredSlot) => s.startsAtUtc.getTime() === startsAtUtc.getTime();
      // A slot taken out earlier at this very start comes back (its id is the start's in the edition).
      const same = storedSlots.find(at) ?? stored.slots.find((s) => s.retired && at(s));
      const change = !same
        ? "create"
        : !same.retired && same.endsAtUtc.getTime() === endsAtUtc.getTime() && same.keynote === slot.keynote
          ? "keep"
          : "change";
      return { day: number, date: day.date, ...slot, startsAtUtc, endsAtUtc, change, id: same?.id ?? null };
    });
    const first = planned[0];
    const last = planned.at(-1);
    if (!first || !last) throw new Error("a day without slots");
    return {
      day: number,
      date: day.date,
      index: day.index,
      pattern,
      meetingTables: day.floorTables + 1,
      meetingTablesMax: day.floorTables + day.lobbyPlaces,
      dateStart: first.startsAtUtc,
      dateEnd: last.endsAtUtc,
      slots: planned,
      isNew: !before,
    };
  });
  const kept = new Set(days.flatMap((d) => d.slots.map((s) => s.id)).filter((id) => id !== null));
  const keptDays = new Set(days.filter((d) => !d.isNew).map((d) => d.day));
  return {
    days,
    removedSlots: stored.slots.filter((slot) => !slot.retired && !kept.has(slot.id)),
    removedDays: stored.days.filter((d) => !keptDays.has(d.day)),
  };
}

/**
 * The meetings the change breaks (their slot goes or becomes a keynote) and, for each, the slot
 * it could move to: the one of its day nearest in time (the earlier of two as near) that starts
 * after `now`, is no keynote, has a free place, and where everyone at the meeting is free. The meetings are placed
 * one after the other, each taking its place before the next is looked at.
 */
export function planMeetings(
  plan: Omit<DaysPlan, "broken" | "blocks">,
  stored: {
    slots: readonly StoredSlot[];
    meetings: readonly StoredMeeting[];
    /** Who is busy in each stored slot, by slot id. */
    busy: ReadonlyMap<number, ReadonlySet<number>>;
    /** The places taken in each stored slot (accepted meetings' numbers), by slot id. */
    tables: ReadonlyMap<number, readonly number[]>;
  },
  /** The event's clock: a slot that has started (or is over) takes no moved meeting. */
  now: Date,
): DaysPlan {
  const slotById = new Map(stored.slots.map((s) => [s.id, s]));
  const removed = new Set(plan.removedSlots.map((s) => s.id));
  const toKeynote = new Set(
    plan.days.flatMap((d) =>
      d.slots.filter((s) => s.id !== null && s.keynote && !slotById.get(s.id)?.keynote).map((s) => s.id),
    ),
  );
  const hit = stored.meetings.filter((m) => removed.has(m.timeslotId) || toKeynote.has(m.timeslotId));
  const blocks = hit.filter(isBlock);
  const meetings = hit
    .filter((m) => !isBlock(m))
    .sort(
      (a, b) =>
        (slotById.get(a.timeslotId)?.startsAtUtc.getTime() ?? 0) -
          (slotById.get(b.timeslotId)?.startsAtUtc.getTime() ?? 0) || a.id - b.id,
    );
  const key = (slot: PlannedSlot) => slot.startsAtUtc.getTime();
  // Kept slots start with what they hold; new ones empty. Keyed by start, as new slots have no id.
  const busy = new Map<number, Set<number>>();
  const tables = new Map<number, number[]>();
  for (const day of plan.days)
    for (const slot of day.slots) {
      busy.set(key(slot), new Set(slot.id === null ? [] : (stored.busy.get(slot.id) ?? [])));
      tables.set(key(slot), [...(slot.id === null ? [] : (stored.tables.get(slot.id) ?? []))]);
    }
  const broken = meetings.map((meeting): BrokenPlan => {
    const from = slotById.get(meeting.timeslotId);
    if (!from) throw new Error(`slot ${meeting.timeslotId} of meeting ${meeting.id} is missing`);
    const reason = removed.has(meeting.timeslotId) ? "removed" : "keynote";
    const day = plan.days.find((d) => d.day === from.day);
    const people = busyPeople(meeting);
    const candidates = (day?.slots ?? [])
      .filter((slot) => !slot.keynote && key(slot) > now.getTime())
      .sort(
        (a, b) =>
          Math.abs(key(a) - from.startsAtUtc.getTime()) - Math.abs(key(b) - from.startsAtUtc.getTime()) ||
          key(a) - key(b),
      );
    for (const slot of candidates) {
      const busyThere = busy.get(key(slot)) ?? new Set<number>();
      if (people.some((person) => busyThere.has(person))) continue;
      // As a request or an accept would: a place must be left (decision 0010).
      const used = tables.get(key(slot)) ?? [];
      const table = pickTable(used, day?.meetingTablesMax ?? 0);
      if (table === null) continue;
      for (const person of people) busyThere.add(person);
      busy.set(key(slot), busyThere);
      if (meeting.status === 1) tables.set(key(slot), [...used, table]);
      return { meeting, reason, from, moveTo: slot, table: meeting.status === 1 ? table : null };
    }
    return { meeting, reason, from, moveTo: null, table: null };
  });
  return { ...plan, broken, blocks };
}

/**
 * A kept slot's accepted meeting whose place the new tables would take away or turn into a lobby
 * place: answered as a refusal that names the day's field (move that meeting first).
 */
export function tableConflict(
  plan: DaysPlan,
  stored: {
    days: readonly StoredDay[];
    tables: ReadonlyMap<number, readonly number[]>;
    slots: readonly StoredSlot[];
  },
): { field: string; message: string } | null {
  const leaving = new Set(plan.broken.map((b) => b.meeting.timeslotId));
  for (const day of plan.days) {
    const before = stored.days.find((d) => d.day === day.day);
    if (!before || day.isNew) continue;
    for (const slot of day.slots) {
      if (slot.id === null || leaving.has(slot.id)) continue;
      for (const table of stored.tables.get(slot.id) ?? []) {
        if (table > day.meetingTablesMax)
          return {
            field: `days.${day.index}.lobbyPlaces`,
            message: `Place ${table} holds a meeting at ${slot.timeStart} on ${day.date}: keep at least ${table} places in all, or move that meeting first.`,
          };
        if (table >= day.meetingTables && table < before.meetingTables)
          return {
            field: `days.${day.index}.floorTables`,
            message: `Table ${table} holds a meeting at ${slot.timeStart} on ${day.date}: keep at least ${table} floor tables, or move that meeting first.`,
          };
      }
    }
  }
  return null;
}
