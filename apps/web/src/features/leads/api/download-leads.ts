import { downloadFile } from "../../../lib/download.ts";

/** GET /api/misc/leadsAsCSV, saved as the server names it: leads-YYYYMMDD.csv (part 2 §9). */
export function downloadLeadsCsv(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  return downloadFile("/api/misc/leadsAsCSV", `leads-${today}.csv`);
}
