import type { Country } from "@ebm/shared/schemas/misc";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/misc/countriesAll: every country with its VAT treatment, sorted by name. */
export async function getCountries(): Promise<Country[]> {
  const { status, data } = await apiGet<{ payload?: Country[] }>("/api/misc/countriesAll");
  if (status !== 200 || !Array.isArray(data?.payload)) {
    // The spec says failures fetching countries are only logged.
    console.warn(`Could not load countries (status ${status})`);
    throw new Error("Countries unavailable");
  }
  return [...data.payload].sort((a, b) => a.country.localeCompare(b.country, "en"));
}

export function useCountries() {
  return useQuery({ queryKey: ["countries"], queryFn: getCountries, staleTime: 60 * 60_000 });
}
