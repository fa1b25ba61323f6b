/**
 * Formats an event date range in English, e.g. "5–7 November 2025".
 * Dates are calendar days (YYYY-MM-DD) in the event's time zone, so they are read as UTC.
 */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = new Date(`${startIso.slice(0, 10)}T00:00:00Z`);
  const end = new Date(`${endIso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...options }).format(date);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `${format(start, { day: "numeric", month: "long", year: "numeric" })} – ${format(end, { day: "numeric", month: "long", year: "numeric" })}`;
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) {
    return `${format(start, { day: "numeric", month: "long" })} – ${format(end, { day: "numeric", month: "long", year: "numeric" })}`;
  }
  return `${start.getUTCDate()}–${format(end, { day: "numeric", month: "long", year: "numeric" })}`;
}

/** "21st", "22nd", "23rd", "24th" … */
export function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th";
  return `${n}${suffix}`;
}

export const formatCount = (n: number) => new Intl.NumberFormat("en-GB").format(n);

/** Whole-euro price from integer cents for marketing text, e.g. "€1,670" (invoices use formatEur). */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat("en-IE", {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

export { formatDay } from "@ebm/shared/zones";

/**
 * An instant (ISO 8601) in the event's time zone: "6 Nov, 09:12", with the parts asked for added:
 * `year` "6 Nov 2025, 09:12", `weekday` "Thu 6 Nov, 09:12", `seconds` "6 Nov, 09:12:05".
 * No instant reads "—".
 * @example formatInstant(mail.sentAt, timeZone, { year: true }) // "6 Nov 2025, 09:12"
 */
export function formatInstant(
  iso: string | null,
  timeZone: string,
  parts: { year?: boolean; weekday?: boolean; seconds?: boolean } = {},
): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    ...(parts.weekday ? { weekday: "short" } : {}),
    day: "numeric",
    month: "short",
    ...(parts.year ? { year: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    ...(parts.seconds ? { second: "2-digit" } : {}),
  }).format(new Date(iso));
}

/**
 * An instant as the chat and the scheduler write it, "dd/mm/yyyy at hh:mm", in the event's time
 * zone; an unknown zone in the settings reads as UTC rather than nothing, an unreadable date as given.
 * @example formatDateAt("2025-11-06T09:05:00Z", "Europe/Dublin") === "06/11/2025 at 09:05"
 */
export function formatDateAt(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(date);
  } catch {
    return formatDateAt(iso, "UTC");
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} at ${part("hour")}:${part("minute")}`;
}

import { ownTimeIn } from "@ebm/shared/zones";

export { zoneName } from "@ebm/shared/zones";

/** The device's own time zone (what "your time" is). */
export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The instant as the viewer's own clock reads it ("11:00 your time"), when the device's zone
 * shows another hour than the event's at that instant; null when both read alike.
 * @example ownTimeBeside("2025-11-06T10:00:00Z", "Europe/Dublin", "Europe/Stockholm") === "11:00 your time"
 */
export const ownTimeBeside = (iso: string, eventZone: string, ownZone = deviceZone()): string | null =>
  ownTimeIn(iso, eventZone, ownZone);

/**
 * How long ago an instant was, for lists of recent things: "just now", "5 min ago", "3 h ago",
 * then the day and time in `timeZone` ("Thu 6 Nov, 09:12").
 * @example formatAgo("2025-11-06T09:12:00Z", "Europe/Dublin", new Date("2025-11-06T09:17:30Z")) === "5 min ago"
 */
export function formatAgo(iso: string, timeZone: string, now = new Date()): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 12 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatInstant(iso, timeZone, { weekday: true });
}

/**
 * A chat message's time as messengers write it, in `timeZone`: "14:05" today, "Yesterday, 14:05",
 * then "Wed 5 Nov, 14:05" within the year and "5 Nov 2024, 14:05" before it. The full date and
 * time stay in the element's `dateTime` and title.
 * @example formatChatTime("2026-11-27T13:05:00Z", "Europe/Dublin", new Date("2026-11-27T15:00:00Z")) === "13:05"
 */
export function formatChatTime(iso: string, timeZone: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const dayOf = (date: Date) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(date);
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  const day = dayOf(at);
  if (day === dayOf(now)) return clock;
  if (day === dayOf(new Date(now.getTime() - 86_400_000))) return `Yesterday, ${clock}`;
  const sameYear = day.slice(0, 4) === dayOf(now).slice(0, 4);
  const date = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    ...(sameYear ? { weekday: "short" } : { year: "numeric" }),
    day: "numeric",
    month: "short",
  }).format(at);
  return `${date}, ${clock}`;
}

/**
 * How far the device's clock is from the event's, in words: "1 hour ahead", "30 minutes behind",
 * or null when both show the same time.
 * @example zoneDifference("Europe/Dublin", "Europe/Stockholm", new Date("2025-11-06T10:00:00Z")) === "1 hour ahead"
 */
export function zoneDifference(eventZone: string, ownZone: string, at: Date): string | null {
  const minutesOf = (timeZone: string) => {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")) / 60_000;
  };
  let diff: number;
  try {
    diff = minutesOf(ownZone) - minutesOf(eventZone);
  } catch {
    return null;
  }
  if (diff === 0) return null;
  const size = Math.abs(diff);
  const hours = size / 60;
  const amount = Number.isInteger(hours)
    ? `${hours} hour${hours === 1 ? "" : "s"}`
    : size < 60
      ? `${size} minutes`
      : `${Math.floor(hours)} h ${size % 60} min`;
  return `${amount} ${diff > 0 ? "ahead" : "behind"}`;
}
