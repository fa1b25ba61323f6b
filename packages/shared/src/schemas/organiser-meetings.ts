import { z } from "zod";
import { CANCEL_REASON_MAX_LENGTH } from "../scheduler.ts";
import { idSchema, MAX_DB_INT, textSchema } from "./common.ts";

/**
 * The organiser console's meetings section: the table plan of a meeting day (decision 0010: a slot
 * has `meeting_tables_max` places; numbers below `meeting_tables` are tables on the meeting floor,
 * the rest places in the hotel lobby) and moving a meeting to another free table.
 */

/** `?day=N`: the meeting day (1 is the first). */
export const meetingPlanQuerySchema = z.object({
  day: z.coerce.number().int().min(1).max(31).default(1),
});
export type MeetingPlanQuery = z.infer<typeof meetingPlanQuerySchema>;

/** Someone at a meeting, with their company. */
export const planPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
});
export type PlanPerson = z.infer<typeof planPersonSchema>;

/** How an accepted meeting stands: still to happen, or what one side reported after the slot. */
export const planMeetingStatusSchema = z.enum(["accepted", "held", "noShow"]);
export type PlanMeetingStatus = z.infer<typeof planMeetingStatusSchema>;

/** An accepted meeting of the plan: who asked (`from`), who accepted (`to`), colleagues who join. */
export const planMeetingSchema = z.object({
  meetingId: z.number().int(),
  /** Its number in the slot; null only for a meeting that was never given one. */
  table: z.number().int().nullable(),
  status: planMeetingStatusSchema,
  from: planPersonSchema,
  to: planPersonSchema,
  colleagues: z.array(planPersonSchema),
});
export type PlanMeeting = z.infer<typeof planMeetingSchema>;

/** One timeslot of the day. */
export const planSlotSchema = z.object({
  timeslotId: z.number().int(),
  timeStart: z.string(),
  timeEnd: z.string(),
  startsAtUtc: z.string(),
  endsAtUtc: z.string(),
  /** No meetings during the keynote. */
  keynote: z.boolean(),
  /** Tables on the meeting floor, numbered 1 to `tables` (`meeting_tables` - 1). */
  tables: z.number().int().min(0),
  /** Places in all (`meeting_tables_max`): the numbers above `tables` are in the hotel lobby. */
  places: z.number().int().min(0),
  /** Meetings at a floor table, by table number. */
  atTables: z.array(planMeetingSchema),
  /** Meetings in the hotel lobby, by place number. */
  lobby: z.array(planMeetingSchema),
});
export type PlanSlot = z.infer<typeof planSlotSchema>;

/** What became of the meetings of one floor table over the day: reported held, no-show, or not yet. */
export const tableFiguresSchema = z.object({
  table: z.number().int(),
  /** Accepted, live meetings at the table over the day. */
  meetings: z.number().int().min(0),
  held: z.number().int().min(0),
  noShow: z.number().int().min(0),
});
export type TableFigures = z.infer<typeof tableFiguresSchema>;

export const meetingPlanResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    day: z.number().int(),
    /** The event's IANA zone: every time of the plan is in it. */
    timeZone: z.string(),
    /** Per floor table that had a meeting this day, how many were held and how many were a no-show. */
    tableFigures: z.array(tableFiguresSchema),
    /** The meeting days of the edition (for the day tabs), each with its date (YYYY-MM-DD). */
    days: z.array(z.object({ day: z.number().int(), date: z.string() })),
    slots: z.array(planSlotSchema),
  }),
});
export type MeetingPlan = z.infer<typeof meetingPlanResponseSchema>["payload"];

export const meetingIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_DB_INT),
});

/** `POST /api/organiser/meetings/:id/table`: the floor table to move the meeting to. */
export const moveMeetingBodySchema = z.strictObject({
  tableNumber: z.number().int().min(1).max(10_000),
});
export type MoveMeetingBody = z.infer<typeof moveMeetingBodySchema>;

export const moveMeetingResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    meetingId: z.number().int(),
    tableBefore: z.number().int().nullable(),
    table: z.number().int(),
  }),
});
export type MoveMeetingResult = z.infer<typeof moveMeetingResponseSchema>["payload"];

/** The columns of the table plan CSV, in order. */
export const MEETING_PLAN_CSV_COLUMNS = [
  "Day",
  "Timeslot",
  "Place",
  "Table",
  "Requested by",
  "Requester's company",
  "Accepted by",
  "Accepting company",
  "Colleagues",
  "Status",
] as const;

/** The columns of the per-table figures CSV, in order. */
export const TABLE_FIGURES_CSV_COLUMNS = [
  "Day",
  "Table",
  "Meetings",
  "Held",
  "No-show",
  "Not reported",
] as const;

/** `?q=`: attendees of the current edition whose name, company or e-mail holds the words. */
export const attendeeSearchQuerySchema = z.object({
  q: textSchema().trim().min(2).max(100),
});

export const attendeeSearchResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ people: z.array(planPersonSchema) }),
});
export type AttendeeSearch = z.infer<typeof attendeeSearchResponseSchema>["payload"];

/** `?a=&b=`: two attendees whose common free timeslots are asked for. */
export const commonSlotsQuerySchema = z.object({
  a: idSchema,
  b: idSchema,
});

/** A timeslot both people are free in, still ahead or under way, with its free places. */
export const commonSlotSchema = z.object({
  timeslotId: z.number().int(),
  day: z.number().int(),
  /** YYYY-MM-DD in the event's zone. */
  date: z.string(),
  timeStart: z.string(),
  timeEnd: z.string(),
  startsAtUtc: z.string(),
  /** The floor tables no meeting holds. */
  freeTables: z.array(z.number().int()),
  /** Places left in the hotel lobby. */
  lobbyPlacesLeft: z.number().int().min(0),
});
export type CommonSlot = z.infer<typeof commonSlotSchema>;

export const commonSlotsResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ timeZone: z.string(), slots: z.array(commonSlotSchema) }),
});
export type CommonSlots = z.infer<typeof commonSlotsResponseSchema>["payload"];

/** An id in a JSON body: a number, never a string of digits. */
const bodyId = () => z.number().int().positive().max(MAX_DB_INT);

/**
 * `POST /api/organiser/meetings`: a meeting the organisers book for two attendees of different
 * companies, accepted at once; `tableNumber` a free floor table, or left out for the lowest free place.
 */
export const bookMeetingBodySchema = z.strictObject({
  fromId: bodyId(),
  toId: bodyId(),
  timeslotId: bodyId(),
  tableNumber: z.number().int().min(1).max(10_000).nullish(),
});
export type BookMeetingBody = z.infer<typeof bookMeetingBodySchema>;

/** Where a booked or rescheduled meeting is now. */
export const placedMeetingResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    meetingId: z.number().int(),
    timeslotId: z.number().int(),
    table: z.number().int(),
  }),
});
export type PlacedMeeting = z.infer<typeof placedMeetingResponseSchema>["payload"];

/** `POST /api/organiser/meetings/:id/reschedule`: another timeslot, and a table in it (or the lowest free). */
export const rescheduleMeetingBodySchema = z.strictObject({
  timeslotId: bodyId(),
  tableNumber: z.number().int().min(1).max(10_000).nullish(),
});
export type RescheduleMeetingBody = z.infer<typeof rescheduleMeetingBodySchema>;

export { CANCEL_REASON_MAX_LENGTH };

/** `POST /api/organiser/meetings/:id/cancel`: why the organisers call the meeting off (both people read it). */
export const cancelMeetingBodySchema = z.strictObject({
  reason: textSchema().trim().min(3).max(CANCEL_REASON_MAX_LENGTH),
});
export type CancelMeetingBody = z.infer<typeof cancelMeetingBodySchema>;

/** `POST /api/organiser/meetings/:id/outcome`: whether a meeting that has begun took place. */
export const meetingOutcomeBodySchema = z.strictObject({
  outcome: z.enum(["held", "noShow"]),
});
export type MeetingOutcomeBody = z.infer<typeof meetingOutcomeBodySchema>;

export const meetingDoneResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ meetingId: z.number().int() }),
});
