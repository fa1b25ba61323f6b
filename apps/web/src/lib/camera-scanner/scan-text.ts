import { CATEGORY_OPTIONS, type TradingType } from "@ebm/shared/constants";

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

const CATEGORY_NAMES = new Map<number, string>(CATEGORY_OPTIONS.map((option) => [option.id, option.name]));

/**
 * A scanned company's main interests and trading type from its `preferences` JSON text; unknown
 * ids and unreadable text are left out.
 * @example readInterests('{"categories":[1],"trading":"used"}')
 */
export function readInterests(text: string): { interests: string[]; trading: TradingType | null } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const record = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const ids = Array.isArray(record.categories) ? record.categories.map(Number) : [];
  const interests = ids.flatMap((id) => {
    const name = CATEGORY_NAMES.get(id);
    return name ? [name] : [];
  });
  const trading = record.trading === "used" || record.trading === "new" ? record.trading : null;
  return { interests, trading };
}
