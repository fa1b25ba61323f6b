import type { Settings } from "@ebm/shared/schemas/misc";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/misc/allSettings: site settings plus the current edition's event facts. The server
 * builds the body from the typed contract, and its tests parse it with the contract's schema.
 */
export async function getAllSettings(): Promise<Settings> {
  const { status, data } = await apiGet<{ payload?: Settings }>("/api/misc/allSettings");
  const payload = data?.payload;
  if (status !== 200 || !payload) {
    // The spec says failures fetching settings are only logged.
    console.warn(`Could not load settings (status ${status})`);
    throw new Error("Settings unavailable");
  }
  return payload;
}

export function useAllSettings() {
  return useQuery({ queryKey: ["settings"], queryFn: getAllSettings, staleTime: 5 * 60_000 });
}
