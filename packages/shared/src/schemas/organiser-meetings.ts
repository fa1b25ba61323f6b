import { z } from "zod";
import { MAX_DB_INT } from "./common.ts";

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

export const meetingPlanResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    day: z.number().int(),
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
