import type { DinnerDecision, DinnerReviewResponse } from "@ebm/shared/schemas/organiser-dinner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { dinnerKeys } from "./keys.ts";

export type { DinnerDecision };

/**
 * POST /api/organiser/dinner/{id}/approve | decline | reopen: the review of a sign-up, or its undoing
 * (an approval or a decline mails the person; back to waiting does not). The list and the day
 * counts are read again afterwards.
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
