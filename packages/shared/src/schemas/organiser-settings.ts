import { z } from "zod";

/**
 * The organiser console's settings section: the switches, the home page texts and the meeting
 * rules of the current edition. A change shows on the public site at once (every instance's
 * settings and content cache is refreshed).
 */

export { REMINDER_MAX_MINUTES, REQUEST_EXPIRY_MAX_HOURS, SETTINGS_TEXT_MAX } from "../organiser-settings.ts";

/** The meeting tables of one meeting day. */
export const dayTablesSchema = z.object({
  day: z.number().int(),
  /** YYYY-MM-DD of the day. */
  date: z.string(),
  /** `meeting_tables`: numbers below it are floor tables, from it on places in the hotel lobby. */
  meetingTables: z.number().int(),
  /** `meeting_tables_max`: places of a slot in all. */
  meetingTablesMax: z.number().int(),
});
export type DayTables = z.infer<typeof dayTablesSchema>;

export const consoleSettingsSchema = z.object({
  registrationOpen: z.boolean(),
  schedulerEnabled: z.boolean(),
  showVideoBanner: z.boolean(),
  videoBannerUrl: z.string(),
  /** The home page's "About the meeting" text (`mainpage_text`). */
  mainpageText: z.string(),
  /** The thank-you text after a non-member registration (`reg_thankyou`). */
  regThankyou: z.string(),
  /** Hours until an unanswered meeting request lapses; null: requests never lapse. */
  meetingRequestExpiryHours: z.number().int().nullable(),
  /** Minutes before each accepted meeting that its people are reminded; 0: none. */
  meetingReminderMinutes: z.number().int(),
  meetingDays: z.array(dayTablesSchema),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;

export const consoleSettingsResponseSchema = z.object({
  status: z.literal(200),
  payload: consoleSettingsSchema,
});

export { type UpdateSettingsBody, updateSettingsBodySchema } from "./mini/organiser-settings.ts";
