import type { MatchesResponse } from "@ebm/shared/schemas/matchmaking";
import { useQuery } from "@tanstack/react-query";
import { matchmakingKeys } from "../../../lib/api/keys.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/matchmaking/matches?limit=: the signed-in user's possible matches, best first. */
function getMatches(limit: number): Promise<MatchesResponse> {
  return apiGet<MatchesResponse>(`/api/matchmaking/matches?limit=${limit}`);
}

/**
 * The user's possible matches (`enabled` false when they turned them off); nothing is asked for a
 * visitor. A wish made or changed reads them again (`matchmakingKeys.all`).
 * @example const matches = useMatches(user?.id, 12); matches.data?.matches
 */
export function useMatches(userId: number | undefined, limit: number) {
  return useQuery({
    queryKey: matchmakingKeys.matches(userId ?? 0, limit),
    queryFn: () => getMatches(limit),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}
