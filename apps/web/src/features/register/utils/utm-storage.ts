/** Where the landing page's campaign parameters are kept until the registration is sent. */
const UTM_STORAGE_KEY = "ebm.utmParams";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;

interface StoredUtm {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  /** The page the visitor came from, or "Direct". */
  referrer: string;
  /** When the visitor arrived with the parameters (ISO 8601). */
  clickedAt: string;
}

/**
 * Stores utm_source, utm_medium and utm_campaign of a query string with the referrer and the
 * click time, when any of them is present. A later campaign visit replaces an earlier one.
 * @example captureUtm("?utm_source=newsletter", document.referrer)
 */
export function captureUtm(search: string, referrer: string, now = new Date()): void {
  const query = new URLSearchParams(search);
  const found: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key);
    if (value) found[key] = value.slice(0, 200);
  }
  if (Object.keys(found).length === 0) return;
  const stored: StoredUtm = {
    ...found,
    referrer: (referrer || "Direct").slice(0, 500),
    clickedAt: now.toISOString(),
  };
  try {
    window.localStorage.setItem(UTM_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage can be full or blocked; campaign attribution is never worth an error.
  }
}

/** The stored campaign parameters, or null when there are none (or they are unreadable). */
export function readStoredUtm(): StoredUtm | null {
  try {
    const raw = window.localStorage.getItem(UTM_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : undefined);
    return {
      utm_source: text("utm_source"),
      utm_medium: text("utm_medium"),
      utm_campaign: text("utm_campaign"),
      referrer: text("referrer") ?? "Direct",
      clickedAt: text("clickedAt") ?? "",
    };
  } catch {
    return null;
  }
}
