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
