import { formatInstant } from "../../../../lib/format.ts";

/** The kinds of object the console's actions change, for the filter. */
export const OBJECT_TYPE_OPTIONS = [
  { value: "", label: "Everything" },
  { value: "registration", label: "Registrations" },
  { value: "dinner", label: "Captain's Dinner" },
  { value: "checkin", label: "Check-in" },
  { value: "meeting", label: "Meetings" },
  { value: "settings", label: "Settings" },
  { value: "mail", label: "Mail" },
  { value: "contact", label: "Staff accounts" },
];

/** An instant as the server writes it (ISO 8601, UTC). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A changed field's value as text: "—" for none, an instant in the event's time, JSON for a list or an object. */
export function fieldValue(value: unknown, timeZone: string): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "string")
    return ISO_INSTANT.test(value) ? formatInstant(value, timeZone, { year: true, seconds: true }) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The fields an entry changed, each with its value before and after, in a stable order. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  timeZone: string,
): { field: string; before: string; after: string }[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((field) => ({
    field,
    before: fieldValue(before?.[field], timeZone),
    after: fieldValue(after?.[field], timeZone),
  }));
}
