import type { Country } from "@ebm/shared/schemas/misc";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { registerKeys } from "./keys.ts";

/** GET /api/misc/countriesAll: every country with its VAT treatment, sorted by name. */
async function getCountries(): Promise<Country[]> {
  const { payload } = await apiGet<{ payload: Country[] }>("/api/misc/countriesAll");
  return [...payload].sort((a, b) => a.country.localeCompare(b.country, "en"));
}

/** The countries of the company step; a failure shows in `isError` (the step offers its own fallback). */
export function useCountries() {
  return useQuery({ queryKey: registerKeys.countries(), queryFn: getCountries, staleTime: 60 * 60_000 });
}
