/** The offset of `timeZone` from UTC at `instant`, in minutes (Dublin in summer: 60). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((wall - instant.getTime()) / 60_000);
}

/**
 * The instant (ISO) of a date and time on the clocks of `timeZone`: what the console's form means by
 * "Thursday 6 November, 18:30" in the event's zone, whatever the organiser's device reads.
 * @example instantIn("2025-11-06", "18:30", "Europe/Dublin") === "2025-11-06T18:30:00.000Z"
 */
export function instantIn(date: string, time: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const asUtc = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  // Twice: the offset at the guess can differ from the offset at the answer around a clock change.
  let instant = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  instant = asUtc - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}
