import type { Wish, WishesResponse } from "@ebm/shared/schemas/matchmaking";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../api-client.ts";
import { matchmakingKeys } from "./keys.ts";

/** GET /api/matchmaking/wishes: the user's wish list and the mutual wishes of others on them. */
function getWishes(): Promise<WishesResponse> {
  return apiGet<WishesResponse>("/api/matchmaking/wishes");
}

/**
 * The signed-in user's wish list; nothing is asked for a visitor (`userId` undefined).
 * @example const wishes = useWishes(user?.id); wishOn(wishes.data, companyId)
 */
export function useWishes(userId: number | undefined) {
  return useQuery({
    queryKey: matchmakingKeys.wishes(userId ?? 0),
    queryFn: getWishes,
    enabled: userId !== undefined,
    staleTime: 30_000,
  });
}

/** The user's wish about a company (one per company: about the company or one of its people), if any. */
export function wishOn(data: WishesResponse | undefined, companyId: number): Wish | undefined {
  return data?.wishes.find((wish) => wish.target.companyId === companyId);
}

/**
 * Whether the user's company and `companyId` both wish to meet: the user's own wish is mutual, or
 * the company wishes to meet them and a colleague wishes it too.
 */
export function isMutual(data: WishesResponse | undefined, companyId: number): boolean {
  return (
    wishOn(data, companyId)?.mutual === true || (data?.mutual.some((t) => t.companyId === companyId) ?? false)
  );
}
