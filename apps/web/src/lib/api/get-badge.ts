import type { BadgeResponse } from "@ebm/shared/schemas/checkin";
import { useQuery } from "@tanstack/react-query";
import { apiGet, isClientError } from "../api-client.ts";
import { badgeKey } from "./keys.ts";

/** GET /api/checkin/badge: the signed-in attendee's signed badge code and the address its QR holds. */
function getBadge(): Promise<BadgeResponse> {
  return apiGet<BadgeResponse>("/api/checkin/badge");
}

/**
 * The user's own badge. The code only changes with the edition; whether the user is checked in
 * changes once, at the desk, so it is asked again after a minute. A 403 (not attending this
 * edition) is not asked again.
 * @example const badge = useBadge(user.id); badge.data?.url
 */
export function useBadge(userId: number) {
  return useQuery({
    queryKey: badgeKey(userId),
    queryFn: getBadge,
    staleTime: 60_000,
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}
