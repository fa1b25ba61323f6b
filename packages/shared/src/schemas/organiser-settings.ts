import { z } from "zod";
import { textSchema } from "./common.ts";

/**
 * The organiser console's settings section: the switches, the home page texts and the meeting
 * rules of the current edition. A change shows on the public site at once (every instance's
 * settings and content cache is refreshed).
 */

/** The longest home page text the console takes. */
export const SETTINGS_TEXT_MAX = 20_000;
/** The longest request expiry: a month. */
export const REQUEST_EXPIRY_MAX_HOURS = 720;

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
  meetingDays: z.array(dayTablesSchema),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;

export const consoleSettingsResponseSchema = z.object({
  status: z.literal(200),
  payload: consoleSettingsSchema,
});

const homeText = (name: string) =>
  textSchema().max(SETTINGS_TEXT_MAX, `${name} can be at most ${SETTINGS_TEXT_MAX} characters long`);

/** An http(s) address, or empty for none. */
const videoAddress = z
  .string()
  .trim()
  .max(500, "The video address can be at most 500 characters long")
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "Enter a web address starting with https://, or leave it empty");

/**
 * `POST /api/organiser/settings`: only the fields to change. Each is checked on its own and a
 * refusal names it (`field`); the table counts are checked against the day's places on the server.
 */
export const updateSettingsBodySchema = z
  .strictObject({
    registrationOpen: z.boolean(),
    schedulerEnabled: z.boolean(),
    showVideoBanner: z.boolean(),
    videoBannerUrl: videoAddress,
    mainpageText: homeText("The home page text"),
    regThankyou: homeText("The thank-you text"),
    meetingRequestExpiryHours: z
      .number()
      .int("Enter whole hours")
      .min(1, "Enter at least 1 hour, or none")
      .max(REQUEST_EXPIRY_MAX_HOURS, `Enter at most ${REQUEST_EXPIRY_MAX_HOURS} hours (30 days)`)
      .nullable(),
    meetingTables: z
      .array(
        z.strictObject({
          day: z.number().int().min(1).max(31),
          meetingTables: z.number().int("Enter a whole number").min(1, "Enter at least 1"),
        }),
      )
      .min(1)
      .max(31),
  })
  .partial();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;
