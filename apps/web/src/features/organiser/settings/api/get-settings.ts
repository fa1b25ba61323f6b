import type { ConsoleSettings } from "@ebm/shared/schemas/organiser-settings";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { settingsConsoleKeys } from "./keys.ts";

/** GET /api/organiser/settings: the current edition's settings as the console edits them. */
async function getSettings(): Promise<ConsoleSettings> {
  const { payload } = await apiGet<{ payload: ConsoleSettings }>("/api/organiser/settings");
  return payload;
}

/**
 * The settings form's values; read fresh when the page opens (another organiser may have saved).
 * @example const settings = useConsoleSettings(); settings.data?.registrationOpen
 */
export function useConsoleSettings() {
  return useQuery({ queryKey: settingsConsoleKeys.all, queryFn: getSettings, staleTime: 0 });
}
