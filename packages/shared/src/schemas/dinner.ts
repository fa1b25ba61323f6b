import { z } from "zod";
import { DINNER } from "../constants.ts";
import { idSchema } from "./common.ts";

/**
 * The Captain's Dinner (part 1 §2.1 `/program/captain-register`, §3, §4, §5, §7, §9).
 *
 * `registrationStatus` as the client reads it (part 1 §4):
 * - 0: the caller is not signed in (a visitor);
 * - 1: registered and approved (the reminder shows, the Thursday dinner entry hides);
 * - 2: signed up, awaiting the organisers' review ("already registered");
 * - 3: signed up and declined by the organisers ("already registered": one sign-up per person);
 * - 9: signed in and not registered.
 */
export const DINNER_REGISTRATION_STATUS = {
  visitor: 0,
  approved: 1,
  pending: 2,
  declined: 3,
  notRegistered: 9,
} as const;

export const dinnerDaySchema = z.coerce
  .number()
  .int()
  .refine((day) => (DINNER.days as readonly number[]).includes(day), {
    message: `must be one of ${DINNER.days.join(", ")}`,
  });

/** One dinner day's places: pending and approved sign-ups both take one. */
export const dinnerDayTakenSchema = z.object({
  dayNumber: z.number().int(),
  taken: z.number().int(),
  spots: z.number().int(),
});

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

/**
 * Who may sign up: sales managers and company owners (part 1 §5), read from the contact's stored
 * function text, which is free text (decision 0012).
 * @example isDinnerEligibleFunction("Senior Sales Manager") === true; isDinnerEligibleFunction("Trader") === false
 */
export function isDinnerEligibleFunction(fn: string): boolean {
  // A vice president is not the company's president; taken out before the owners are looked for.
  const text = fn.toLowerCase().replace(/\bvice[ -]president\b/g, "");
  const owner =
    /\b(?:co-?)?owners?\b|\b(?:co-?)?founders?\b|\bceo\b|\bchief executive\b|\bmanaging director\b|\bgeneral manager\b|\bproprietor\b|\bmanaging partner\b|\bpresident\b/;
  const salesManager =
    /\bsales\b[\w\s&/,-]*\b(?:manager|director|head|lead)\b|\bhead of sales\b|\b(?:director|vp) of sales\b|\bchief (?:sales|commercial) officer\b/;
  return (
    owner.test(text) || salesManager.test(text) || /\bvice[ -]president of sales\b/.test(fn.toLowerCase())
  );
}
