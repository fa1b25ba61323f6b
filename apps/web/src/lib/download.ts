import { ApiError } from "./api-client.ts";
import { sessionStore } from "./session/session-store.ts";

/** The file name the server gives in content-disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a CSV export) with the bearer token, which a plain link would not
 * carry, and saves it through a temporary link under the server's file name. Throws an ApiError
 * when the answer is not a 2xx.
 * @example await downloadFile("/api/misc/leadsAsCSV", "leads.csv");
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = sessionStore.getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: "no-store",
  }).catch(() => {
    throw new ApiError(0, "NetworkError", "The server could not be reached. Please check your connection.");
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new ApiError(response.status, body?.error ?? response.statusText, body?.message ?? "");
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the address is freed once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
