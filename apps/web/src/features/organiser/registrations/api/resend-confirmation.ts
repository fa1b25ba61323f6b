import type { RegistrationDetail } from "@ebm/shared/schemas/organiser-registrations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { afterChange } from "./keys.ts";

/**
 * POST /api/organiser/registrations/{id}/resend-confirmation: queues a paid or verified registration's confirmation mails again.
 * @example const mutation = useResendConfirmation(); mutation.mutate(registration.id);
 */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiPost<{ payload: RegistrationDetail }>(
          `/api/organiser/registrations/${id}/resend-confirmation`,
        )
      ).payload,
    ...afterChange(queryClient),
  });
}
