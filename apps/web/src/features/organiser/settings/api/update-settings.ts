import type { ConsoleSettings, UpdateSettingsBody } from "@ebm/shared/schemas/organiser-settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { settingsKeys } from "../../../../lib/api/keys.ts";
import { apiPost } from "../../../../lib/api-client.ts";
import { settingsConsoleKeys } from "./keys.ts";

/** POST /api/organiser/settings: changes the given fields only; answers the settings as saved. */
async function updateSettings(body: UpdateSettingsBody): Promise<ConsoleSettings> {
  const { payload } = await apiPost<{ payload: ConsoleSettings }>("/api/organiser/settings", body);
  return payload;
}

/**
 * Saves changed settings. The form takes the saved values, and this browser's copy of the public
 * settings is read again, so the organiser's own pages show the change at once too.
 * @example const save = useUpdateSettings(); save.mutate({ registrationOpen: false });
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsConsoleKeys.all, saved);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
