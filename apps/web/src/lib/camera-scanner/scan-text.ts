/** A badge code as the server signs it: `{contactId}.{mac}` (decision 0012). */
const CODE_PATTERN = /^\d+\.[A-Za-z0-9_-]{16}$/;

/**
 * The badge code in a scanned QR text: the `id` of a `/checkin?id=` address (any host: printed
 * badges may name another address of the app), or a bare code. Null for anything else, which the
 * scanner reports as a scan error without asking the server.
 * @example codeFromScan("https://ebm.example/checkin?id=12.AbCdEfGhIjKlMnOp") // "12.AbCdEfGhIjKlMnOp"
 */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  if (CODE_PATTERN.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!/\/checkin\/?$/.test(url.pathname)) return null;
  const id = url.searchParams.get("id")?.trim() ?? "";
  return CODE_PATTERN.test(id) ? id : null;
}
