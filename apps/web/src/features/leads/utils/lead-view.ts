import type { LeadRating } from "@ebm/shared/schemas/leads";

/**
 * How each rating reads and is coloured in the list: a light tint of `color` with `text` on it,
 * dark enough for 4.5:1 on that tint (Mantine's own orange has no shade that is, so warm names one).
 */
export const RATING_VIEW: Record<LeadRating, { label: string; color: string; text: string }> = {
  hot: { label: "Hot", color: "red", text: "red.9" },
  warm: { label: "Warm", color: "orange", text: "#a63c06" },
  cold: { label: "Cold", color: "blue", text: "blue.9" },
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
