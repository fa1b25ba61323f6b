import {
  AUDIT_OBJECT_LABELS,
  AUDIT_VALUE_LABELS,
  auditDayKey,
  auditFieldLabel,
} from "@ebm/shared/organiser-audit";
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
  { value: "contact", label: "People (staff role, statistics)" },
];

/** What an entry is about, "Captain's Dinner sign-up 12"; a kind the list does not know reads as words. */
export function objectLabel(objectType: string, objectId: string | null): string {
  const kind = AUDIT_OBJECT_LABELS[objectType] ?? auditFieldLabel(objectType);
  return objectId ? `${kind} ${objectId}` : kind;
}

/** An instant as the server writes it (ISO 8601, UTC). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The short name of a time zone at an instant, "GMT" or "CET"; the zone's own name when there is none. */
function zoneName(iso: string, timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName")?.value;
  return part ?? timeZone;
}

/**
 * An instant in the event's time with its zone, "6 Nov 2025, 14:50:23 GMT".
 * @example auditTime("2025-11-06T14:50:23Z", "Europe/Amsterdam") === "6 Nov 2025, 15:50:23 CET"
 */
export function auditTime(iso: string, timeZone: string): string {
  return `${formatInstant(iso, timeZone, { year: true, seconds: true })} ${zoneName(iso, timeZone)}`;
}

/**
 * A changed field's value in words: "—" for none, Yes or No, a state by its label, an instant in the
 * event's time with its zone, a value per day by the day's name, a list item by item.
 */
export function fieldValue(value: unknown, timeZone: string): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value)) return auditTime(value, timeZone);
    return AUDIT_VALUE_LABELS[value] ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => fieldValue(item, timeZone)).join("; ") || "—";
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${auditDayKey(key)}: ${fieldValue(item, timeZone)}`)
      .join("; ");
  return String(value);
}

/** The fields an entry changed, each by its label with its value before and after, in a stable order. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  timeZone: string,
): { field: string; before: string; after: string }[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return names.map((field) => ({
    field: auditFieldLabel(field),
    before: fieldValue(before?.[field], timeZone),
    after: fieldValue(after?.[field], timeZone),
  }));
}
