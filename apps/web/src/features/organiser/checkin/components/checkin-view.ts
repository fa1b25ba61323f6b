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
