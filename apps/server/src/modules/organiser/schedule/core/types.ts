import type { LeftOutReason, ScheduleKind, WishKind } from "@ebm/shared/matchmaking";

/**
 * The automatic schedule's input and output. The core is pure: it reads these plain values and
 * returns plain values; the service reads them from the database and writes the draft.
 */

/** An attendee who may be scheduled. */
export interface Person {
  id: number;
  companyId: number;
  /**
   * False for someone who turned suggestions off: met only on their own wish or when named in one,
   * never as "anyone of the company".
   */
  proposable?: boolean;
}

/** A timeslot that takes meetings. `start`/`end` are minutes (any origin); two slots touch when one ends as the next starts. */
export interface Slot {
  id: number;
  day: number;
  start: number;
  end: number;
  /** Tables (places) of the slot, numbered 1..tables. */
  tables: number;
}

/** A wish of a person about a company, or one of its people. */
export interface WishIn {
  fromId: number;
  toCompanyId: number;
  toContactId: number | null;
  kind: WishKind;
}

/**
 * What the schedule must leave as it is: a meeting or request already made, a published or locked
 * draft meeting, or a blocked slot (`people` one person, `table` null, `meeting` false).
 */
export interface Fixed {
  slotId: number;
  people: number[];
  table: number | null;
  /** True for a meeting (it counts to the cap and to meetings in a row), false for a blocked slot. */
  meeting: boolean;
}

/** A meeting of the schedule (the draft's, or the previous draft's as a hint). */
export interface Placed {
  fromId: number;
  toId: number;
  slotId: number;
  table: number;
}

export interface ScheduleInput {
  people: Person[];
  slots: Slot[];
  wishes: WishIn[];
  fixed: Fixed[];
  /** Companies that already meet (a live meeting or request between them): their wishes are met. */
  meetingPairs: Array<[number, number]>;
  /** Company pairs the organisers removed from the draft: never proposed again. */
  excludedPairs: Array<[number, number]>;
  /** The previous draft's meetings that are neither locked nor published: kept where they still fit. */
  previous: Placed[];
  capPerDay: number;
  /** After this many meetings in a row a free timeslot; 0: no rule. */
  maxInARow: number;
  /** False fills by priority and fairness alone, without the LP relaxation's choice (the benchmark's baseline). */
  guided?: boolean;
}

export interface DraftMeeting extends Placed {
  kind: ScheduleKind;
  value: number;
}

export interface LeftOutWish {
  fromId: number;
  toCompanyId: number;
  toContactId: number | null;
  kind: ScheduleKind;
  reason: LeftOutReason;
}

export interface ScheduleFiguresCore {
  wishes: number;
  mutualWishes: number;
  feasibleMutual: number;
  scheduledMutual: number;
  meetings: number;
  value: number;
  bound: number;
  p10: number;
  median: number;
  moved: number;
  millis: number;
}

export interface ScheduleResult {
  meetings: DraftMeeting[];
  leftOut: LeftOutWish[];
  figures: ScheduleFiguresCore;
}
