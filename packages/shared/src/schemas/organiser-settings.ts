import { z } from "zod";
import { textSchema } from "./common.ts";

/**
 * The organiser console's settings section: the switches, the home page texts and the meeting
 * rules of the current edition. A change shows on the public site at once (every instance's
 * settings and content cache is refreshed).
 */

export { REMINDER_MAX_MINUTES, REQUEST_EXPIRY_MAX_HOURS, SETTINGS_TEXT_MAX } from "../organiser-settings.ts";

/**
 * The meeting tables of one meeting day, in the numbers the table plan and the overview show: the
 * floor tables (1 to `floorTables`) and the places of a slot in all; the places after the floor
 * tables are in the hotel lobby (decision 0010: `meeting_tables` = floorTables + 1).
 */
export const dayTablesSchema = z.object({
  day: z.number().int(),
  /** YYYY-MM-DD of the day. */
  date: z.string(),
  /** Tables on the meeting floor, numbered 1 to floorTables. */
  floorTables: z.number().int(),
  /** `meeting_tables_max`: places of a slot in all, lobby included. */
  places: z.number().int(),
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

/** The two lists of accounts the statistics leave out (event_settings.analytics_*_ids). */
export const STATISTICS_LISTS = ["staff", "test"] as const;
export const statisticsListSchema = z.enum(STATISTICS_LISTS);
export type StatisticsList = z.infer<typeof statisticsListSchema>;

/** A person as the settings' lists and search show them. */
export const settingsPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
});
export type SettingsPerson = z.infer<typeof settingsPersonSchema>;

/** GET /api/organiser/settings/statistics: the people each list leaves out, by name. */
export const statisticsExclusionsSchema = z.object({
  staff: z.array(settingsPersonSchema),
  test: z.array(settingsPersonSchema),
});
export type StatisticsExclusions = z.infer<typeof statisticsExclusionsSchema>;
export const statisticsExclusionsResponseSchema = z.object({
  status: z.literal(200),
  payload: statisticsExclusionsSchema,
});

/** POST /api/organiser/settings/statistics/exclude | include: one person onto or off one list. */
export const statisticsChangeBodySchema = z.strictObject({
  list: statisticsListSchema,
  contactId: z.number().int().min(1).max(2_147_483_647),
});
export type StatisticsChangeBody = z.infer<typeof statisticsChangeBodySchema>;

/** GET /api/organiser/settings/people?q=: people to add to a list, by name, e-mail or company. */
export const settingsPeopleQuerySchema = z.object({
  q: textSchema().trim().min(2).max(100),
});
export const settingsPeopleResponseSchema = z.object({
  status: z.literal(200),
  payload: z.array(settingsPersonSchema),
});
