import type { TradeProfile, TradeResponse } from "@ebm/shared/schemas/matchmaking";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { companyKeys } from "./keys.ts";

/** GET /api/matchmaking/trade/{companyId}: what a company looks for and offers (attendees only). */
async function getTrade(companyId: number): Promise<TradeProfile> {
  const { trade } = await apiGet<TradeResponse>(`/api/matchmaking/trade/${companyId}`);
  return trade;
}

/**
 * A company's trade profile, asked only when `enabled` (signed-in attendees; visitors get none).
 * @example const trade = useTrade(company.id, signedIn); trade.data?.offering.brands
 */
export function useTrade(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.trade(companyId),
    queryFn: () => getTrade(companyId),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
