/**
 * Leads and scanning limits (part 2 §2 "Leads and scan", §5), shared by the scanner screens and
 * the server's schemas in `schemas/leads.ts`. No schema library here, so the pages load none.
 */

/** How a lead is rated, hottest first. */
export const LEAD_RATINGS = ["hot", "warm", "cold"] as const;
export type LeadRating = (typeof LEAD_RATINGS)[number];

/** Longest note on a lead, in characters. */
export const LEAD_NOTES_MAX_CHARS = 2000;
