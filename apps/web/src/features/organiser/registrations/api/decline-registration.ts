import type { RegistrationDetail } from "@ebm/shared/schemas/organiser-registrations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { afterChange } from "./keys.ts";

/**
 * POST /api/organiser/registrations/{id}/decline {reason}: declines a non-member's registration;
 * the company's contact gets the reason by mail.
 * @example const decline = useDeclineRegistration(); decline.mutate({ id, reason });
 */
export function useDeclineRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      (
        await apiPost<{ payload: RegistrationDetail }>(`/api/organiser/registrations/${id}/decline`, {
          reason,
        })
      ).payload,
    ...afterChange(queryClient),
  });
}
