/**
 * What a company trades and what its people wish to meet: the words and limits the profile, the
 * suggestions, the wish lists and the organisers' automatic schedule share (no schema library here,
 * so the web may read them).
 */

/** The condition of the equipment a company buys or sells. */
export const TRADE_CONDITIONS = ["new", "refurbished", "used"] as const;
export type TradeCondition = (typeof TRADE_CONDITIONS)[number];

/** Where a company buys or sells. */
export const TRADE_REGIONS = [
  { id: "uk-ie", name: "UK and Ireland" },
  { id: "west", name: "Western Europe" },
  { id: "north", name: "Nordics" },
  { id: "south", name: "Southern Europe" },
  { id: "east", name: "Central and Eastern Europe" },
  { id: "mea", name: "Middle East and Africa" },
  { id: "americas", name: "Americas" },
  { id: "apac", name: "Asia-Pacific" },
] as const;
export type TradeRegion = (typeof TRADE_REGIONS)[number]["id"];
export const TRADE_REGION_IDS = TRADE_REGIONS.map((r) => r.id) as [TradeRegion, ...TradeRegion[]];

/** At most this many brands on either side of a trade profile, each at most this long. */
export const TRADE_BRANDS_MAX = 12;
export const TRADE_BRAND_MAX_CHARS = 40;

/** A wish about a company or one of its people. */
export const WISH_KINDS = ["must", "like", "no"] as const;
export type WishKind = (typeof WISH_KINDS)[number];

export const WISH_LABELS: Record<WishKind, string> = {
  must: "Must meet",
  like: "Would like to meet",
  no: "No thanks",
};

/** How many wishes (of any kind) one person keeps at most. */
export const WISHES_MAX = 200;

/** How many wishes one person makes or changes in a day at most. */
export const WISH_CHANGES_PER_DAY = 200;

/** The priority of a meeting in the automatic schedule: a mutual wish first, then "must meet". */
export const SCHEDULE_KINDS = ["mutual", "must", "like"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** The value a scheduled wish adds (mutual > must > would like), for the schedule's figures. */
export const SCHEDULE_VALUES: Record<ScheduleKind, number> = { mutual: 100, must: 10, like: 3 };

/** Why a wish has no meeting in the automatic schedule, as the console says it. */
export const LEFT_OUT_REASONS = {
  "no-common-slot": "No common free timeslot",
  "cap-reached": "Meeting cap reached",
  "no-table": "No table free in their common timeslots",
  "taken-by-higher": "Their common timeslots went to wishes of higher priority",
  "no-thanks": "The other side marked no thanks",
  "no-contact": "The company has nobody at the event",
  "already-meeting": "They already have a meeting",
  removed: "Removed by the organisers",
} as const;
export type LeftOutReason = keyof typeof LEFT_OUT_REASONS;

/** Where a meeting came from, for the overview's comparison. */
export const MEETING_SOURCES = ["request", "suggestion", "schedule", "organiser"] as const;
export type MeetingSource = (typeof MEETING_SOURCES)[number];

/** Defaults of the automatic schedule's options. */
export const SCHEDULE_DEFAULTS = {
  /** Meetings per person per day, at most. */
  capPerDay: 8,
  /** After this many meetings in a row, a free timeslot (0: no rule). */
  maxInARow: 4,
} as const;
