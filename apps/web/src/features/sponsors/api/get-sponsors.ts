import type { Sponsor } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/misc/sponsors: every sponsor with its logo address and type. The server validates its
 * answer against the contract, so a 200 carries sponsors of the right shape.
 */
export async function getSponsors(): Promise<Sponsor[]> {
  const { status, data } = await apiGet<{ payload?: Sponsor[] }>("/api/misc/sponsors");
  if (status !== 200 || !Array.isArray(data?.payload)) {
    console.warn(`Could not load the sponsors (status ${status})`);
    throw new Error("Sponsors unavailable");
  }
  return data.payload;
}

export function useSponsors() {
  return useQuery({ queryKey: ["sponsors"], queryFn: getSponsors, staleTime: 5 * 60_000 });
}
