import {
  type UpdateSettingsBody,
  updateSettingsBodySchema,
} from "@ebm/shared/schemas/mini/organiser-settings";
import type { ConsoleSettings } from "@ebm/shared/schemas/organiser-settings";

/** The form's values: number inputs hold "" while empty. */
export interface SettingsFormValues {
  registrationOpen: boolean;
  schedulerEnabled: boolean;
  showVideoBanner: boolean;
  videoBannerUrl: string;
  mainpageText: string;
  regThankyou: string;
  meetingRequestExpiryHours: number | string;
  meetingReminderMinutes: number | string;
  meetingTables: { day: number; floorTables: number | string }[];
}

export function formValuesOf(settings: ConsoleSettings): SettingsFormValues {
  return {
    registrationOpen: settings.registrationOpen,
    schedulerEnabled: settings.schedulerEnabled,
    showVideoBanner: settings.showVideoBanner,
    videoBannerUrl: settings.videoBannerUrl,
    mainpageText: settings.mainpageText,
    regThankyou: settings.regThankyou,
    meetingRequestExpiryHours: settings.meetingRequestExpiryHours ?? "",
    meetingReminderMinutes: settings.meetingReminderMinutes,
    meetingTables: settings.meetingDays.map((d) => ({ day: d.day, floorTables: d.floorTables })),
  };
}

const expiryOf = (value: number | string): number | null => (value === "" ? null : Number(value));

/** The server's own rule for one field, read from the shared schema: its first message, or null. */
export function fieldError<K extends keyof UpdateSettingsBody>(
  key: K,
  value: UpdateSettingsBody[K],
): string | null {
  const result = updateSettingsBodySchema.safeParse({ [key]: value });
  return result.success ? null : (result.error.issues[0]?.message ?? "This value is not accepted");
}

/** A day's floor tables: a whole number from 0 to the day's places - 1 (one place stays in the lobby). */
export function tablesError(value: number | string, places: number): string | null {
  if (value === "") return "Enter the number of tables";
  const n = Number(value);
  if (!Number.isInteger(n)) return "Enter a whole number";
  if (n < 0 || n > places - 1) return `Enter 0 to ${places - 1}: the day has ${places} places`;
  return null;
}

/**
 * What changed against the saved settings, as the body of a partial update, and for each table
 * count sent the index of its day in the form (the server names `meetingTables.<sent index>`).
 */
export function changesOf(saved: ConsoleSettings, values: SettingsFormValues) {
  const body: UpdateSettingsBody = {};
  const flags = ["registrationOpen", "schedulerEnabled", "showVideoBanner"] as const;
  for (const key of flags) if (values[key] !== saved[key]) body[key] = values[key];
  const texts = ["videoBannerUrl", "mainpageText", "regThankyou"] as const;
  for (const key of texts) if (values[key] !== saved[key]) body[key] = values[key];
  const expiry = expiryOf(values.meetingRequestExpiryHours);
  if (expiry !== saved.meetingRequestExpiryHours) body.meetingRequestExpiryHours = expiry;
  // Empty reads as no reminders.
  const reminder = values.meetingReminderMinutes === "" ? 0 : Number(values.meetingReminderMinutes);
  if (reminder !== saved.meetingReminderMinutes) body.meetingReminderMinutes = reminder;
  const formIndexOfSent: number[] = [];
  const tables: { day: number; floorTables: number }[] = [];
  values.meetingTables.forEach((entry, index) => {
    const before = saved.meetingDays.find((d) => d.day === entry.day)?.floorTables;
    if (Number(entry.floorTables) !== before) {
      tables.push({ day: entry.day, floorTables: Number(entry.floorTables) });
      formIndexOfSent.push(index);
    }
  });
  if (tables.length > 0) body.meetingTables = tables;
  return { body, formIndexOfSent };
}

/** The form's path of a field the server named, or null when the form has no such field. */
export function formPathOf(field: string | undefined, formIndexOfSent: number[]): string | null {
  if (!field) return null;
  const table = /^meetingTables\.(\d+)\.(floorTables|day)$/.exec(field);
  if (table) {
    const index = formIndexOfSent[Number(table[1])];
    return index === undefined ? null : `meetingTables.${index}.floorTables`;
  }
  const known = [
    "registrationOpen",
    "schedulerEnabled",
    "showVideoBanner",
    "videoBannerUrl",
    "mainpageText",
    "regThankyou",
    "meetingRequestExpiryHours",
    "meetingReminderMinutes",
  ];
  return known.includes(field) ? field : null;
}
