import * as z from "zod/mini";
import {
  REMINDER_MAX_MINUTES,
  REQUEST_EXPIRY_MAX_HOURS,
  SETTINGS_TEXT_MAX,
} from "../../organiser-settings.ts";
import { intSchema, textSchema } from "./common.ts";

const homeText = (name: string) =>
  textSchema().check(
    z.maxLength(SETTINGS_TEXT_MAX, `${name} can be at most ${SETTINGS_TEXT_MAX} characters long`),
  );

/** An http(s) address, or empty for none. */
const videoAddress = z
  .string()
  .check(z.trim())
  .check(z.maxLength(500, "The video address can be at most 500 characters long"))
  .check(
    z.refine((value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, "Enter a web address starting with https://, or leave it empty"),
  );

/**
 * `POST /api/organiser/settings`: only the fields to change. Each is checked on its own and a
 * refusal names it (`field`); a day's floor tables are checked against its places on the server.
 * The console checks each field with it as it is typed.
 */
export const updateSettingsBodySchema = z.partial(
  z.strictObject({
    registrationOpen: z.boolean(),
    schedulerEnabled: z.boolean(),
    showVideoBanner: z.boolean(),
    videoBannerUrl: videoAddress,
    mainpageText: homeText("The home page text"),
    regThankyou: homeText("The thank-you text"),
    meetingRequestExpiryHours: z.nullable(
      z
        .number()
        .check(z.int("Enter whole hours"))
        .check(z.gte(1, "Enter at least 1 hour, or none"))
        .check(z.lte(REQUEST_EXPIRY_MAX_HOURS, `Enter at most ${REQUEST_EXPIRY_MAX_HOURS} hours (30 days)`)),
    ),
    meetingReminderMinutes: z
      .number()
      .check(z.int("Enter whole minutes"))
      .check(z.gte(0, "Enter 0 for no reminders, or more"))
      .check(z.lte(REMINDER_MAX_MINUTES, `Enter at most ${REMINDER_MAX_MINUTES} minutes`)),
    meetingTables: z
      .array(
        z.strictObject({
          day: intSchema().check(z.gte(1)).check(z.lte(31)),
          floorTables: z.number().check(z.int("Enter a whole number")).check(z.gte(0, "Enter 0 or more")),
        }),
      )
      .check(z.minLength(1))
      .check(z.maxLength(31)),
  }),
);
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;
