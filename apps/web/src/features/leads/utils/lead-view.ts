import type { LeadRating } from "@ebm/shared/schemas/leads";

/** How each rating reads and is coloured in the list and the scanner. */
export const RATING_VIEW: Record<LeadRating, { label: string; color: string }> = {
  hot: { label: "Hot", color: "red" },
  warm: { label: "Warm", color: "orange" },
  cold: { label: "Cold", color: "blue" },
};

/** A scan time in the event's time zone, e.g. "Thu 6 Nov, 14:52". */
export function formatScanTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}
