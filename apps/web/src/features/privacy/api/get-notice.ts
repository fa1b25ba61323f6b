import type { PrivacyNotice } from "@ebm/shared/schemas/privacy";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { privacyKeys } from "./keys.ts";

/** GET /api/privacy: the privacy notice as the organisers' settings make it (public). */
async function getNotice(): Promise<PrivacyNotice> {
  const { notice } = await apiGet<{ notice: PrivacyNotice }>("/api/privacy");
  return notice;
}

export function usePrivacyNotice() {
  return useQuery({ queryKey: privacyKeys.notice(), queryFn: getNotice, staleTime: 10 * 60_000 });
}
