import type { SetupResponse } from "@ebm/shared/schemas/organiser-overview";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { overviewKeys } from "./keys.ts";

/** GET /api/organiser/setup: what is done of the current edition's set-up, asked on each visit. */
export function useSetup() {
  return useQuery({
    queryKey: overviewKeys.setup,
    queryFn: () => apiGet<SetupResponse>("/api/organiser/setup"),
    refetchOnWindowFocus: true,
  });
}
