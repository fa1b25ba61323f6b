import type { SettingsPerson } from "@ebm/shared/schemas/organiser-settings";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { settingsConsoleKeys } from "./keys.ts";

/** GET /api/organiser/settings/people?q=: up to 10 people by name, e-mail or company. */
async function searchPeople(q: string): Promise<SettingsPerson[]> {
  const { payload } = await apiGet<{ payload: SettingsPerson[] }>(
    `/api/organiser/settings/people?q=${encodeURIComponent(q)}`,
  );
  return payload;
}

/**
 * People to add to a list; asked once `q` has 2 characters.
 * @example const found = useSearchPeople("anna"); found.data?.[0]?.name
 */
export function useSearchPeople(q: string) {
  return useQuery({
    queryKey: settingsConsoleKeys.people(q),
    queryFn: () => searchPeople(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
