/**
 * The organiser console's figures, each defined once for the overview and the section that shows
 * it too. No schema library here, so the pages load none.
 *
 * - Tables per slot: the floor tables, numbers 1 to `meeting_tables` - 1 (`floorTables` in
 *   `scheduler.ts`, decision 0010); the places from `meeting_tables` on are the hotel lobby's.
 * - Dinner seats of a day: the sign-ups that take a seat, waiting for review or approved (a declined
 *   one frees it). The server counts them in one query (the dinner module's `seats`).
 * - Acceptance rate: accepted of the requests answered (accepted or declined); the requests still
 *   waiting for an answer are shown beside it, never hidden in it.
 */

/**
 * Of the meeting requests answered, the share accepted; null before any answer.
 * @example acceptanceRate({ accepted: 3, declined: 1 }) === 0.75
 */
export function acceptanceRate(counts: { accepted: number; declined: number }): number | null {
  const answered = counts.accepted + counts.declined;
  return answered === 0 ? null : counts.accepted / answered;
}

/** The dinner sign-up states that take a seat of their day. */
export const DINNER_SEAT_STATES = ["pending", "approved"] as const;
