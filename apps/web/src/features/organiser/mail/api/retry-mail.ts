import type { MailRetryResponse } from "@ebm/shared/schemas/organiser-mail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { mailKeys } from "./keys.ts";

/**
 * POST /api/organiser/mail/{id}/retry: a failed mail goes back to the outbox and is sent again.
 * @example const retry = useRetryMail(); retry.mutate(mail.id);
 */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<MailRetryResponse>(`/api/organiser/mail/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
