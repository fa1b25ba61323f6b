import type { BadgeResponse } from "@ebm/shared/schemas/checkin";
import { useQuery } from "@tanstack/react-query";
import { apiGet, isClientError } from "../api-client.ts";
import { badgeKey } from "./keys.ts";

/** GET /api/checkin/badge: the signed-in attendee's signed badge code and the address its QR holds. */
function getBadge(): Promise<BadgeResponse> {
  return apiGet<BadgeResponse>("/api/checkin/badge");
}

/**
 * The user's own badge. The code only changes with the edition, so it is kept for the visit; a 403
 * (not attending this edition) is not asked again.
 * @example const badge = useBadge(user.id); badge.data?.url
 */
export function useBadge(userId: number) {
  return useQuery({
    queryKey: badgeKey(userId),
    queryFn: getBadge,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}
