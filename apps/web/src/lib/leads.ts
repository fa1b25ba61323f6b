import type { SaveLeadBody, SaveLeadResponse } from "@ebm/shared/schemas/leads";
import { apiPost } from "./api-client.ts";
import { userKeys } from "./session/user-keys.ts";

/** The signed-in user's leads list; a save from the scanner or a meeting card refreshes it. */
export const leadsKey = (userId: number) => [...userKeys.of(userId), "leads"] as const;

/**
 * POST /api/companies/saveLead: a scanned badge code (`contactId`) or an accepted meeting
 * (`meetingId`). 201 new, 200 a resend of the same clientId; anything else throws, and the
 * screens show the §8 text for it (part 2 §5).
 */
export function saveLead(body: SaveLeadBody): Promise<SaveLeadResponse> {
  return apiPost<SaveLeadResponse>("/api/companies/saveLead", body);
}
