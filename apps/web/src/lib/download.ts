import { apiGetFile } from "./api-client.ts";

/** Hands the browser a file to save under `fileName`, through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the address is freed once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Downloads a file the API makes (a CSV export, a calendar file) through the API client, which a
 * plain link could not do: it carries the bearer token, a refusal is an ApiError and the server's
 * sign-out applies as on every call. The file is saved under the server's name, else `fallbackName`.
 * @example await downloadFile("/api/misc/leadsAsCSV", "leads.csv");
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const file = await apiGetFile(path);
  saveFile(file.blob, file.fileName ?? fallbackName);
}
