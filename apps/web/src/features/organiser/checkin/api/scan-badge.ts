import type { CheckinDeskResponse } from "@ebm/shared/schemas/organiser-checkin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { checkinKeys } from "./keys.ts";

/**
 * POST /api/organiser/checkin/scan: the person of a scanned badge code, checked in.
 * @example const scan = useScanBadge(); scan.mutate(code, { onSuccess: (answer) => … });
 */
export function useScanBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost<CheckinDeskResponse>("/api/organiser/checkin/scan", { code }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
