import { sessionStore } from "../../../lib/session/session-store.ts";

/** The file name the server gives in content-disposition, or the spec's pattern for today. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  const named = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  if (named) return named;
  const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  return `leads-${today}.csv`;
}

/**
 * GET /api/misc/leadsAsCSV with the bearer token (a plain link would carry none), saved through a
 * temporary link as leads-YYYYMMDD.csv (part 2 §9).
 */
export async function downloadLeadsCsv(): Promise<void> {
  const token = sessionStore.getToken();
  const response = await fetch("/api/misc/leadsAsCSV", {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`leads CSV: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the address is freed once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
