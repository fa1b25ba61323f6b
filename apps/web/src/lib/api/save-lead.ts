import type { SaveLeadBody, SaveLeadResponse } from "@ebm/shared/schemas/leads";
import { apiPost } from "../api-client.ts";

/**
 * POST /api/companies/saveLead: a scanned badge code (`contactId`) or an accepted meeting
 * (`meetingId`). 201 new, 200 a resend of the same clientId; anything else throws, and the
 * screens show the §8 text for it (part 2 §5). Its callers refresh `leadsKey` afterwards.
 * @example await saveLead({ meetingId: 12, clientId: crypto.randomUUID() });
 */
export function saveLead(body: SaveLeadBody): Promise<SaveLeadResponse> {
  return apiPost<SaveLeadResponse>("/api/companies/saveLead", body);
}
