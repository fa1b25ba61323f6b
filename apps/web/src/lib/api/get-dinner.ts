import type { CaptLunchSlotsTakenResponse } from "@ebm/shared/schemas/dinner";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../api-client.ts";
import { dinnerKey } from "./keys.ts";

function getDinner(): Promise<CaptLunchSlotsTakenResponse> {
  return apiGet<CaptLunchSlotsTakenResponse>("/api/misc/captLunchSlotsTaken");
}

/**
 * GET /api/misc/captLunchSlotsTaken: places taken per day and the caller's registrationStatus.
 * A failure is only logged by the query client (part 1 §8): the register link then stays hidden.
 * @example const dinner = useDinner(user?.id ?? null); dinnerState(dinner.data?.registrationStatus)
 */
export function useDinner(userId: number | null) {
  // A visitor is status 0 and sees no link (part 1 §6): nothing to ask.
  return useQuery({
    queryKey: dinnerKey(userId),
    queryFn: getDinner,
    staleTime: 30_000,
    enabled: userId !== null,
  });
}
