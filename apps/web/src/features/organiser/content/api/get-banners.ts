import type { ConsoleBannersResponse } from "@ebm/shared/schemas/organiser-content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { contentKeys } from "./keys.ts";

/** GET /api/organiser/content/banners: every banner, shown or not, with its clicks. */
export function useConsoleBanners() {
  return useQuery({
    queryKey: contentKeys.banners(),
    queryFn: () => apiGet<ConsoleBannersResponse>("/api/organiser/content/banners"),
  });
}
