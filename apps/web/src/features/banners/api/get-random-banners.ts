import type { Banner } from "@ebm/shared/schemas/misc";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { bannerKeys } from "./keys.ts";

/** GET /api/misc/randomBanners: up to four sponsor banners in random order. */
async function getRandomBanners(signal?: AbortSignal): Promise<Banner[]> {
  const { payload } = await apiGet<{ payload: Banner[] }>("/api/misc/randomBanners", { signal });
  return payload;
}

/**
 * Fresh banners for every navigation: `navigationKey` is the router location key. The previous
 * set stays on screen while the next loads, so the row does not jump. A failed set leaves the row
 * empty until the next navigation.
 */
export function useRandomBanners(navigationKey: string) {
  return useQuery({
    queryKey: bannerKeys.random(navigationKey),
    queryFn: ({ signal }) => getRandomBanners(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
