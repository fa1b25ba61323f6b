import type { Settings } from "@ebm/shared/schemas/misc";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../api-client.ts";
import { settingsKeys } from "./keys.ts";

/**
 * GET /api/misc/allSettings: site settings plus the current edition's event facts. The server
 * builds the body from the typed contract, and its tests parse it with the contract's schema.
 */
async function getAllSettings(): Promise<Settings> {
  const { payload } = await apiGet<{ payload: Settings }>("/api/misc/allSettings");
  return payload;
}

/**
 * The settings that the layout and many pages read; one cache entry for all of them. A failure
 * shows in the query's `isError` (pages that need the settings say so; others do without).
 * @example const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
 */
export function useAllSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: getAllSettings, staleTime: 5 * 60_000 });
}
