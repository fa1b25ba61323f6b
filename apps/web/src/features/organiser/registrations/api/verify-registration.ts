import type { RegistrationDetail } from "@ebm/shared/schemas/organiser-registrations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { afterChange } from "./keys.ts";

/**
 * POST /api/organiser/registrations/{id}/verify: verifies a non-member's registration; its attendees
 * become users and the company's contact is told by mail.
 * @example const mutation = useVerifyRegistration(); mutation.mutate(registration.id);
 */
export function useVerifyRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiPost<{ payload: RegistrationDetail }>(`/api/organiser/registrations/${id}/verify`)).payload,
    ...afterChange(queryClient),
  });
}
