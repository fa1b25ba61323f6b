import type { DinnerReviewResponse } from "@ebm/shared/schemas/organiser-dinner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { dinnerKeys } from "./keys.ts";

export type DinnerDecision = "approve" | "decline";

/**
 * POST /api/organiser/dinner/{id}/approve | decline: the review of a waiting sign-up (the person is
 * mailed). The list and the day counts are read again afterwards.
 * @example const review = useReviewDinnerSignup(); review.mutate({ id, decision: "approve" });
 */
export function useReviewDinnerSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: DinnerDecision }) =>
      apiPost<DinnerReviewResponse>(`/api/organiser/dinner/${id}/${decision}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dinnerKeys.all }),
  });
}
