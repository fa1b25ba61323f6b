import type { CommonSlots } from "@ebm/shared/schemas/organiser-meetings";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { meetingsKeys } from "./keys.ts";

/** GET /api/organiser/meetings/common-slots?a=&b=: the open slots both people are free in. */
async function getCommonSlots(a: number, b: number): Promise<CommonSlots> {
  const { payload } = await apiGet<{ payload: CommonSlots }>(
    `/api/organiser/meetings/common-slots?a=${a}&b=${b}`,
  );
  return payload;
}

/**
 * The slots where both chosen people are free, with their free tables; nothing until both are chosen.
 * @example const slots = useCommonSlots(12, 40); slots.data?.slots
 */
export function useCommonSlots(a: number | null, b: number | null) {
  return useQuery({
    queryKey: meetingsKeys.commonSlots(a ?? 0, b ?? 0),
    queryFn: () => getCommonSlots(a ?? 0, b ?? 0),
    enabled: a !== null && b !== null && a !== b,
    staleTime: 0,
  });
}
