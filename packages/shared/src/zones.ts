/**
 * What a time zone is called where times are shown, on the screens and in the mails alike:
 * "Dublin time" for `Europe/Dublin`, "UTC" for UTC (the city of an IANA name, its underscores as
 * spaces).
 * @example zoneName("America/New_York") === "New York time"
 */
export function zoneName(timeZone: string): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  const city = timeZone.split("/").pop()?.replaceAll("_", " ");
  return city ? `${city} time` : timeZone;
}

const DAY_STYLES = {
  long: { weekday: "long", month: "long" },
  medium: { weekday: "long", month: "short" },
  short: { weekday: "short", month: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A calendar day (YYYY-MM-DD) as "Thursday 6 November" (long), "Thursday 6 Nov" (medium) or
 * "Thu 6 Nov" (short). The day is read as UTC, so it is the same day in every time zone.
 */
export function formatDay(isoDate: string, style: keyof typeof DAY_STYLES = "long"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    ...DAY_STYLES[style],
  }).format(date);
}

/**
 * The instant as a clock in `ownZone` reads it ("11:00 your time"), when that zone shows another
 * hour than the event's at that instant; null when both read alike or a zone is unknown.
 * @example ownTimeIn("2025-11-06T10:00:00Z", "Europe/Dublin", "Europe/Stockholm") === "11:00 your time"
 */
export function ownTimeIn(iso: string, eventZone: string, ownZone: string): string | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const clock = (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
  try {
    const own = clock(ownZone);
    return own === clock(eventZone) ? null : `${own} your time`;
  } catch {
    return null;
  }
}

/**
 * A span of two clock times as every screen and mail writes it: "10:00 – 10:30" (an en dash with a
 * space each side). The specification's own sentence "Request Meeting on Friday from 10:00 - 10:30"
 * keeps its words.
 */
export const timeRange = (start: string, end: string): string => `${start} – ${end}`;
