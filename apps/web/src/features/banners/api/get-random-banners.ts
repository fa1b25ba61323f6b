import type { Banner } from "@ebm/shared/schemas/misc";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/misc/randomBanners: up to four sponsor banners in random order. */
export async function getRandomBanners(signal?: AbortSignal): Promise<Banner[]> {
  const { status, data } = await apiGet<{ payload?: Banner[] }>("/api/misc/randomBanners", { signal });
  const payload = data?.payload;
  if (status !== 200 || !Array.isArray(payload)) {
    console.warn(`Could not load banners (status ${status})`);
    return [];
  }
  return payload;
}

/**
 * Fresh banners for every navigation: `navigationKey` is the router location key. The previous
 * set stays on screen while the next loads, so the row does not jump.
 */
export function useRandomBanners(navigationKey: string) {
  return useQuery({
    queryKey: ["randomBanners", navigationKey],
    queryFn: ({ signal }) => getRandomBanners(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
