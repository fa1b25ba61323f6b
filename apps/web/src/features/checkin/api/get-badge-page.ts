import type { BadgePageResponse } from "@ebm/shared/schemas/checkin";
import { useQuery } from "@tanstack/react-query";
import { apiGet, isClientError } from "../../../lib/api-client.ts";
import { checkinKeys } from "./keys.ts";

/** GET /api/checkin/{code}: the badge page; organiser staff also get the check-in time. */
function getBadgePage(code: string): Promise<BadgePageResponse> {
  return apiGet<BadgePageResponse>(`/api/checkin/${encodeURIComponent(code)}`);
}

/**
 * The badge page of a scanned or opened code; a 404 (no such badge) is final.
 * @example const page = useBadgePage(code, user?.id ?? null);
 */
export function useBadgePage(code: string, userId: number | null) {
  return useQuery({
    queryKey: checkinKeys.page(code, userId),
    queryFn: () => getBadgePage(code),
    enabled: code !== "",
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}
