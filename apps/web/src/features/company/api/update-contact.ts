import type { UpdateContactBody } from "@ebm/shared/schemas/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/updateContact: saves the signed-in user's own contact; resolves to the status. */
export async function updateContact(body: UpdateContactBody): Promise<number> {
  const { status } = await apiPost<{ status?: number }>("/api/companies/updateContact", body);
  return status;
}

/**
 * Saves the own contact. On success the company is refetched; the stored user (the header's user
 * menu) takes the new name from the updated-user header the server answers with.
 */
export function useUpdateContact(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: async (status) => {
      if (status === 200) await queryClient.invalidateQueries({ queryKey: ["company", companyId] });
    },
  });
}
