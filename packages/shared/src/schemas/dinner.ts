import { z } from "zod";
import { DINNER } from "../constants.ts";
import { idSchema } from "./common.ts";

export { DINNER_REGISTRATION_STATUS, isDinnerEligibleFunction } from "../dinner.ts";

/** A meeting day's number; whether it is one of the edition's dinner days the server decides. */
export const dinnerDaySchema = z.coerce.number().int().min(1).max(DINNER.maxDay);

/** One dinner day's places: pending and approved sign-ups both take one. */
export const dinnerDayTakenSchema = z.object({
  dayNumber: z.number().int(),
  taken: z.number().int(),
  spots: z.number().int(),
  /** The day's date (YYYY-MM-DD, event time); null when no meeting day has that number. */
  date: z.string().nullable(),
  /** The program's Captain's Dinner entry that day ("19:00"), null when the program has none. */
  timeStart: z.string().nullable(),
  timeEnd: z.string().nullable(),
});
export type DinnerDayTaken = z.infer<typeof dinnerDayTakenSchema>;

/** GET /api/misc/captLunchSlotsTaken */
export const captLunchSlotsTakenResponseSchema = z.object({
  status: z.number().int(),
  registrationStatus: z.number().int().nullable(),
  /** Places taken per dinner day (pending and approved sign-ups). */
  payload: z.array(dinnerDayTakenSchema),
  /** The approved sign-ups of the caller's own company (empty for a visitor). */
  approvedRegistrations: z.array(z.object({ contactId: z.number().int() })),
  /** The day the caller signed up for, or null. */
  registeredDay: z.number().int().nullable(),
});
export type CaptLunchSlotsTakenResponse = z.infer<typeof captLunchSlotsTakenResponseSchema>;

/** POST /api/misc/regCaptLunch: only for oneself (contactId is the signed-in user). */
export const regCaptLunchBodySchema = z.object({
  contactId: idSchema,
  dayNumber: dinnerDaySchema,
});
export type RegCaptLunchBody = z.infer<typeof regCaptLunchBodySchema>;

export const regCaptLunchResponseSchema = z.object({
  status: z.number().int(),
  /** 2: the sign-up waits for the organisers' review; the confirmation comes by e-mail. */
  registrationStatus: z.number().int(),
});
