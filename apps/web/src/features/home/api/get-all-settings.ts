import type { Settings } from "@ebm/shared/schemas/misc";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/** Light shape check: the home page is the first download, so it does without the schema library. */
function isSettings(value: unknown): value is Settings {
  if (typeof value !== "object" || value === null) return false;
  const event = (value as { event?: unknown }).event;
  return (
    typeof event === "object" && event !== null && typeof (event as { name?: unknown }).name === "string"
  );
}

/** GET /api/misc/allSettings: site settings plus the current edition's event facts. */
export async function getAllSettings(): Promise<Settings> {
  const { status, data } = await apiGet<{ payload?: unknown }>("/api/misc/allSettings");
  const payload = data?.payload;
  if (status !== 200 || !isSettings(payload)) {
    // The spec says failures fetching settings are only logged.
    console.warn(`Could not load settings (status ${status})`);
    throw new Error("Settings unavailable");
  }
  return payload;
}

export function useAllSettings() {
  return useQuery({ queryKey: ["settings"], queryFn: getAllSettings, staleTime: 5 * 60_000 });
}
