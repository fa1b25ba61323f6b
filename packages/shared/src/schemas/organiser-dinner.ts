import { z } from "zod";
import { pageQuerySchema, pageResponseSchema } from "./organiser.ts";

/**
 * The organiser console's Captain's Dinner section: the sign-ups per day and their review. A
 * sign-up waits (`pending`) until an organiser approves it (the confirmation mail goes out) or
 * declines it (its place is freed). The limits per company and per day hold on approval too.
 */

/** The states of a sign-up as the console names them (stored 0, 1, 2). */
export const DINNER_REVIEW_STATES = ["pending", "approved", "declined"] as const;
export const dinnerReviewStateSchema = z.enum(DINNER_REVIEW_STATES);
export type DinnerReviewState = z.infer<typeof dinnerReviewStateSchema>;

/** GET /api/organiser/dinner: one page of sign-ups, filtered by day and state, searched by `q`. */
export const dinnerSignupQuerySchema = pageQuerySchema.extend({
  day: z.coerce.number().int().min(1).max(31).optional(),
  status: dinnerReviewStateSchema.optional(),
});
export type DinnerSignupQuery = z.infer<typeof dinnerSignupQuerySchema>;

/** One sign-up as the console lists it. */
export const dinnerSignupSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int(),
  name: z.string(),
  function: z.string(),
  email: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  dayNumber: z.number().int(),
  status: dinnerReviewStateSchema,
  /** ISO time of the sign-up. */
  signedUpAt: z.string(),
  /** ISO time of the review, null while pending. */
  reviewedAt: z.string().nullable(),
  /** The organiser who reviewed it, null while pending (or when that account is gone). */
  reviewedBy: z.string().nullable(),
});
export type DinnerSignup = z.infer<typeof dinnerSignupSchema>;

export const dinnerSignupListResponseSchema = pageResponseSchema(dinnerSignupSchema);
export type DinnerSignupListResponse = z.infer<typeof dinnerSignupListResponseSchema>;

/** One dinner day's sign-ups by state, against its places. */
export const dinnerDaySummarySchema = z.object({
  dayNumber: z.number().int(),
  /** YYYY-MM-DD in the event's time zone, null when the day has no meeting day. */
  date: z.string().nullable(),
  pending: z.number().int().min(0),
  approved: z.number().int().min(0),
  declined: z.number().int().min(0),
  /** Seats taken: waiting and approved sign-ups (organiser-figures.ts), as the overview counts them. */
  taken: z.number().int().min(0),
  /** The places of the day (the edition's dinner_spots_per_day). */
  spots: z.number().int().min(0),
});
export type DinnerDaySummary = z.infer<typeof dinnerDaySummarySchema>;

/** GET /api/organiser/dinner/summary. */
export const dinnerSummaryResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    days: z.array(dinnerDaySummarySchema),
    /** Approved places one company may hold. */
    perCompany: z.number().int().min(0),
  }),
});
export type DinnerSummaryResponse = z.infer<typeof dinnerSummaryResponseSchema>;

export const dinnerSignupParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** What an organiser may do with a sign-up: approve, decline, or put it back to waiting. */
export const DINNER_DECISIONS = ["approve", "decline", "reopen"] as const;
export type DinnerDecision = (typeof DINNER_DECISIONS)[number];

/** POST /api/organiser/dinner/{id}/approve | decline | reopen: the sign-up as it is now. */
export const dinnerReviewResponseSchema = z.object({
  status: z.literal(200),
  payload: dinnerSignupSchema,
});
export type DinnerReviewResponse = z.infer<typeof dinnerReviewResponseSchema>;

/** GET /api/organiser/dinner/guests.csv?day=: the approved guests of one dinner day. */
export const dinnerGuestsQuerySchema = z.object({
  day: z.coerce.number().int().min(1).max(31),
});
export type DinnerGuestsQuery = z.infer<typeof dinnerGuestsQuerySchema>;

/** The columns of the guest list CSV, in order. */
export const DINNER_GUEST_CSV_COLUMNS = [
  "Day",
  "Name",
  "Function",
  "Company",
  "E-mail",
  "Signed up",
  "Approved",
  "Approved by",
] as const;
