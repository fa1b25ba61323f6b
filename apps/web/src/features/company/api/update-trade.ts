import type { TradeBody } from "@ebm/shared/schemas/matchmaking";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "../../../lib/api-client.ts";
import { companyKeys } from "./keys.ts";

/** PUT /api/matchmaking/trade: the signed-in user's own company's trade profile. */
function updateTrade(body: TradeBody): Promise<unknown> {
  return apiPut<unknown>("/api/matchmaking/trade", body);
}

/**
 * Saves the own company's trade profile; it is read again afterwards.
 * @example const save = useUpdateTrade(companyId); save.mutate({ lookingFor, offering });
 */
export function useUpdateTrade(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.trade(companyId) }),
  });
}
