/** "Thu 6 Nov, 09:12" in the event's time zone. */
export function formatCheckedIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "Thu 6 Nov" of a YYYY-MM-DD date. */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "09:00" */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * The hours a day's chart shows: the desk's usual opening hours (07–19), widened to any hour that
 * had check-ins.
 */
export function shownHours(hours: { hour: number; count: number }[]): { hour: number; count: number }[] {
  const busy = hours.filter((h) => h.count > 0).map((h) => h.hour);
  const from = Math.min(7, ...busy);
  const to = Math.max(19, ...busy);
  return hours.filter((h) => h.hour >= from && h.hour <= to);
}

/** Initials for a picture-less avatar: "Anna Schmidt" → "AS". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}
