import type { UpdateContactBody } from "@ebm/shared/schemas/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { companyKeys } from "./keys.ts";

/** POST /api/companies/updateContact: saves the signed-in user's own contact. */
async function updateContact(body: UpdateContactBody): Promise<void> {
  await apiPost<unknown>("/api/companies/updateContact", body);
}

/**
 * Saves the own contact. On success the company is refetched; the stored user (the header's user
 * menu) takes the new name from the updated-user header the server answers with.
 */
export function useUpdateContact(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
  });
}
