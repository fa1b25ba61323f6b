import type { ConsoleSponsorsResponse } from "@ebm/shared/schemas/organiser-content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { contentKeys } from "./keys.ts";

/** GET /api/organiser/content/sponsors: the edition's sponsors in their order. */
export function useConsoleSponsors() {
  return useQuery({
    queryKey: contentKeys.sponsors(),
    queryFn: () => apiGet<ConsoleSponsorsResponse>("/api/organiser/content/sponsors"),
  });
}
