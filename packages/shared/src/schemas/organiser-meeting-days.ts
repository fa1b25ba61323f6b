import { z } from "zod";
import { isoDateSchema, MAX_DB_INT, textSchema } from "./common.ts";

/**
 * The organiser console's meeting days: each day's pattern (first start, last end, slot length,
 * breaks and keynote slots) that makes its timeslots, its tables and hotel lobby places, and the
 * Captain's Dinner days with their seats. Times are local wall-clock times ("HH:MM") in the
 * edition's time zone.
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM, e.g. 09:30");
const isoDate = isoDateSchema();
const label = textSchema().trim().min(1, "Please give it a label").max(60);
const editionId = z.coerce.number().int().positive().max(MAX_DB_INT);

export const patternBreakSchema = z.object({ start: hhmm, end: hhmm, label });
export const patternKeynoteSchema = z.object({ start: hhmm, label });

/** One meeting day as the organisers write it. */
export const meetingDayInputSchema = z.object({
  /** YYYY-MM-DD; the days are numbered by their dates (the earliest is day 1). */
  date: isoDate,
  start: hhmm,
  end: hhmm,
  slotMinutes: z.number().int().min(5).max(240),
  breaks: z.array(patternBreakSchema).max(20).default([]),
  keynotes: z.array(patternKeynoteSchema).max(40).default([]),
  /** Tables on the meeting floor, numbered 1 to floorTables. */
  floorTables: z.number().int().min(0).max(2000),
  /** Places in the hotel lobby, numbered after the floor's tables (at least one, decision 0010). */
  lobbyPlaces: z.number().int().min(1).max(2000),
});
export type MeetingDayInput = z.infer<typeof meetingDayInputSchema>;

export const meetingDaysQuerySchema = z.object({
  /** The edition; the current one when left out. */
  editionId: editionId.optional(),
});

/** A slot as the console shows it. */
export const meetingDaySlotSchema = z.object({
  id: z.number().int(),
  timeStart: z.string(),
  timeEnd: z.string(),
  startsAtUtc: z.string(),
  keynote: z.boolean(),
  /** The keynote's label; null for a meeting slot. */
  label: z.string().nullable(),
  /** Requested and accepted meetings in it. */
  meetings: z.number().int(),
});

export const meetingDaySchema = meetingDayInputSchema.extend({
  day: z.number().int(),
  breaks: z.array(patternBreakSchema),
  keynotes: z.array(patternKeynoteSchema),
  slots: z.array(meetingDaySlotSchema),
});
export type MeetingDay = z.infer<typeof meetingDaySchema>;

/** A Captain's Dinner day: its meeting day's number and date, its seats and how many are taken. */
export const dinnerDaySchema = z.object({
  day: z.number().int(),
  /** YYYY-MM-DD of its meeting day; null when no meeting day has that number. */
  date: z.string().nullable(),
  seats: z.number().int(),
  /** Sign-ups that hold a seat: waiting for review or approved. */
  taken: z.number().int(),
});
export type DinnerDay = z.infer<typeof dinnerDaySchema>;

export const meetingDaysEditionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  timezone: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  isCurrent: z.boolean(),
});

export const meetingDaysSchema = z.object({
  edition: meetingDaysEditionSchema,
  /** The editions one may choose: the current one and those after it. */
  editions: z.array(meetingDaysEditionSchema),
  days: z.array(meetingDaySchema),
  dinnerDays: z.array(dinnerDaySchema),
});
export type MeetingDays = z.infer<typeof meetingDaysSchema>;

export const meetingDaysResponseSchema = z.object({ status: z.literal(200), payload: meetingDaysSchema });
export type MeetingDaysResponse = z.infer<typeof meetingDaysResponseSchema>;

/** What becomes of a meeting whose slot goes away or turns into a keynote. */
export const meetingChoiceSchema = z.enum(["move", "cancel"]);
export type MeetingChoice = z.infer<typeof meetingChoiceSchema>;

export const meetingDaysPreviewBodySchema = z.object({
  editionId,
  days: z.array(meetingDayInputSchema).min(1, "Keep at least one meeting day").max(14),
});
export type MeetingDaysPreviewBody = z.infer<typeof meetingDaysPreviewBodySchema>;

export const meetingDaysApplyBodySchema = meetingDaysPreviewBodySchema.extend({
  /**
   * What to do with each meeting the preview named: moved to the nearest free slot of its day,
   * or cancelled. A meeting the change would break and this list leaves out refuses the change.
   */
  meetings: z
    .array(z.object({ meetingId: z.number().int().positive().max(MAX_DB_INT), action: meetingChoiceSchema }))
    .max(5000)
    .default([]),
});
export type MeetingDaysApplyBody = z.infer<typeof meetingDaysApplyBodySchema>;

const previewPersonSchema = z.object({ id: z.number().int(), name: z.string(), companyName: z.string() });

/** A slot of the new pattern and what becomes of it. */
export const previewSlotSchema = z.object({
  timeStart: z.string(),
  timeEnd: z.string(),
  startsAtUtc: z.string(),
  keynote: z.boolean(),
  label: z.string().nullable(),
  /** keep: the slot stays as it is (its id too); change: it stays but becomes or stops being a keynote, or ends at another time; create: new. */
  change: z.enum(["keep", "change", "create"]),
  /** The slot's id when it stays. */
  id: z.number().int().nullable(),
});

export const previewDaySchema = z.object({
  day: z.number().int(),
  date: z.string(),
  slots: z.array(previewSlotSchema),
  /** Stored slots the pattern no longer has. */
  removed: z.array(z.object({ id: z.number().int(), timeStart: z.string(), timeEnd: z.string() })),
});

/** A requested or accepted meeting the change would break, and where it could go. */
export const brokenMeetingSchema = z.object({
  meetingId: z.number().int(),
  status: z.enum(["requested", "accepted"]),
  date: z.string(),
  timeStart: z.string(),
  timeEnd: z.string(),
  /** removed: its slot goes; keynote: its slot becomes a keynote. */
  reason: z.enum(["removed", "keynote"]),
  from: previewPersonSchema,
  to: previewPersonSchema,
  /** The slot it would move to (the nearest of its day with a free place and both people free); null when none. */
  moveTo: z.object({ timeStart: z.string(), timeEnd: z.string() }).nullable(),
});
export type BrokenMeeting = z.infer<typeof brokenMeetingSchema>;

export const meetingDaysPreviewSchema = z.object({
  timezone: z.string(),
  days: z.array(previewDaySchema),
  /** Meeting days that go with all their slots. */
  removedDays: z.array(z.object({ day: z.number().int(), date: z.string() })),
  counts: z.object({
    keep: z.number().int(),
    change: z.number().int(),
    create: z.number().int(),
    remove: z.number().int(),
  }),
  meetings: z.array(brokenMeetingSchema),
  /** Slots people blocked for themselves in slots that go: those blocks are freed. */
  blocksFreed: z.number().int(),
});
export type MeetingDaysPreview = z.infer<typeof meetingDaysPreviewSchema>;

export const meetingDaysPreviewResponseSchema = z.object({
  status: z.literal(200),
  payload: meetingDaysPreviewSchema,
});
export type MeetingDaysPreviewResponse = z.infer<typeof meetingDaysPreviewResponseSchema>;

export const meetingDaysApplyResponseSchema = z.object({
  status: z.literal(200),
  payload: meetingDaysSchema.extend({
    moved: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type MeetingDaysApplyResponse = z.infer<typeof meetingDaysApplyResponseSchema>;

/** The 409 of a change that would break meetings nobody chose for: the preview, with the list. */
export const meetingDaysRefusalSchema = z.object({
  status: z.literal(409),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  preview: meetingDaysPreviewSchema,
});
export type MeetingDaysRefusal = z.infer<typeof meetingDaysRefusalSchema>;

/** Adds a dinner day or changes its seats. */
export const dinnerDayBodySchema = z.object({
  editionId,
  day: z.number().int().min(1).max(14),
  seats: z.number().int().min(1).max(5000),
});
export type DinnerDayBody = z.infer<typeof dinnerDayBodySchema>;

export const dinnerDayParamsSchema = z.object({ day: z.coerce.number().int().min(1).max(14) });
export const dinnerDayRemoveQuerySchema = z.object({
  editionId,
  /** Removes a day that has sign-ups too: they are declined and told. */
  withSignups: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});
