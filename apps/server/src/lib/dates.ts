const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter for a locale and options, made once and kept: making one costs a hundred times
 * more than formatting with it (`toLocaleDateString` with options makes one on every call). The
 * kept ones are few (a handful of uses, times the event's time zone).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 200) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** YYYYMMDD of an instant in a time zone, for file names. */
export const compactLocalDate = (instant: Date, timeZone: string): string =>
  localDate(instant, timeZone).replaceAll("-", "");

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = dateFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time (YYYY-MM-DD, HH:MM) has in a time zone, daylight saving time
 * included: "2026-11-05", "09:00", "Europe/Lisbon" → 09:00 UTC.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const asUtc = new Date(`${date}T${time}:00Z`);
  const first = new Date(asUtc.getTime() - zoneOffsetMs(asUtc, timeZone));
  // Across a change of offset the first guess lands on the other side: measured once more there.
  return new Date(asUtc.getTime() - zoneOffsetMs(first, timeZone));
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a text names a time zone this runtime knows ("Europe/Dublin"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}
