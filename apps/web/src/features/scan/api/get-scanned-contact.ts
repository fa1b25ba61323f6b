import type { ScannedContactResponse } from "@ebm/shared/schemas/leads";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/companies/fetchScannedContact/{code}: the person of a scanned badge and their company.
 * Asked once per scan, as the scanner reads a code; not cached (a scan is a moment, not a page).
 */
export function getScannedContact(code: string): Promise<ScannedContactResponse> {
  return apiGet<ScannedContactResponse>(`/api/companies/fetchScannedContact/${encodeURIComponent(code)}`);
}
