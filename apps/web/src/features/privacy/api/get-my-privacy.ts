import type { MyPrivacy } from "@ebm/shared/schemas/privacy";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { privacyKeys } from "./keys.ts";

/** GET /api/me/privacy: the signed-in person's consent, switches and history (newest first). */
async function getMyPrivacy(): Promise<MyPrivacy> {
  const { privacy } = await apiGet<{ privacy: MyPrivacy }>("/api/me/privacy");
  return privacy;
}

/**
 * The signed-in person's privacy. `once`: read a single time per sign-in (the consent prompt, on
 * every page), never again by itself; the profile reads it fresh when it opens.
 * @example const privacy = useMyPrivacy(user.id, { once: true });
 */
export function useMyPrivacy(userId: number, { once = false }: { once?: boolean } = {}) {
  return useQuery({
    queryKey: privacyKeys.mine(userId),
    queryFn: getMyPrivacy,
    ...(once ? { staleTime: Number.POSITIVE_INFINITY, retry: false } : {}),
  });
}
