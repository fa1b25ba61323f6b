import type { Sponsor } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { sponsorKeys } from "./keys.ts";

/**
 * GET /api/misc/sponsors: every sponsor with its logo address and type. The server validates its
 * answer against the contract, so a 200 carries sponsors of the right shape.
 */
async function getSponsors(): Promise<Sponsor[]> {
  const { payload } = await apiGet<{ payload: Sponsor[] }>("/api/misc/sponsors");
  return payload;
}

export function useSponsors() {
  return useQuery({ queryKey: sponsorKeys.all, queryFn: getSponsors, staleTime: 5 * 60_000 });
}
