import type { CheckinResponse } from "@ebm/shared/schemas/checkin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { checkinKeys } from "./keys.ts";

/** POST /api/checkin/{code} (organiser staff): checks the person in once. */
function checkIn(code: string): Promise<CheckinResponse> {
  return apiPost<CheckinResponse>(`/api/checkin/${encodeURIComponent(code)}`);
}

/**
 * Checks the badge's person in, then reads the badge page again.
 * @example const checkIn = useCheckIn(); checkIn.mutate(code);
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
