import { z } from "zod";
import { pageQuerySchema, pageResponseSchema } from "./organiser.ts";

/**
 * The organiser console's check-in desk: find an attendee of the current edition by name, company
 * or e-mail (or scan their badge) and check them in, or undo a check-in made by mistake.
 */

export const checkinAttendeeQuerySchema = pageQuerySchema;

/** One attendee of the current edition as the desk sees them. */
export const checkinAttendeeSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  function: z.string(),
  email: z.string(),
  companyName: z.string(),
  /** Empty when the person has no picture (the client shows initials). */
  profilePic: z.string(),
  /** ISO time of the check-in, null before it. */
  checkedInAt: z.string().nullable(),
});
export type CheckinAttendee = z.infer<typeof checkinAttendeeSchema>;

export const checkinAttendeeListResponseSchema = pageResponseSchema(checkinAttendeeSchema);
export type CheckinAttendeeListResponse = z.infer<typeof checkinAttendeeListResponseSchema>;

export const checkinContactParamsSchema = z.object({
  contactId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** POST /api/organiser/checkin/scan: the text of the badge QR (its address) or the bare code. */
export const checkinScanBodySchema = z.object({ code: z.string().trim().min(1).max(300) });

/** A check-in (by id or by scan): who it was and whether they were checked in before this call. */
export const checkinDeskResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    attendee: checkinAttendeeSchema,
    /** True when the person had been checked in already: nothing changed, `checkedInAt` is the first time. */
    alreadyCheckedIn: z.boolean(),
  }),
});
export type CheckinDeskResponse = z.infer<typeof checkinDeskResponseSchema>;

/** POST /api/organiser/checkin/{contactId}/undo. */
export const checkinUndoResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    attendee: checkinAttendeeSchema,
    /** False when the person was not checked in: nothing changed. */
    wasCheckedIn: z.boolean(),
  }),
});
export type CheckinUndoResponse = z.infer<typeof checkinUndoResponseSchema>;

/** Check-ins of one event day, by hour of the event's time zone (0–23). */
export const checkinDayStatsSchema = z.object({
  /** YYYY-MM-DD in the event's time zone. */
  date: z.string(),
  hours: z.array(z.object({ hour: z.number().int().min(0).max(23), count: z.number().int().min(0) })),
});

/** GET /api/organiser/checkin/stats. */
export const checkinStatsResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    attendees: z.number().int().min(0),
    checkedIn: z.number().int().min(0),
    /** The event's time zone, which the hours are in. */
    timezone: z.string(),
    days: z.array(checkinDayStatsSchema),
  }),
});
export type CheckinStatsResponse = z.infer<typeof checkinStatsResponseSchema>;
