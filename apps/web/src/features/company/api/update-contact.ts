import type { UpdateContactBody } from "@ebm/shared/schemas/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { sessionStore } from "../../../lib/session-store.ts";

/** POST /api/companies/updateContact: saves the signed-in user's own contact; resolves to the status. */
export async function updateContact(body: UpdateContactBody): Promise<number> {
  const { status } = await apiPost<{ status?: number }>("/api/companies/updateContact", body);
  return status;
}

/**
 * Saves the own contact. On success the company is refetched and the stored user takes the new
 * name, so the header's user menu shows it at once (an updated-user header does the same).
 */
export function useUpdateContact(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: async (status, body) => {
      if (status !== 200) return;
      const user = sessionStore.getUser();
      if (user && user.id === body.id && user.name !== body.name.trim()) {
        sessionStore.setUser({ ...user, name: body.name.trim() });
      }
      await queryClient.invalidateQueries({ queryKey: ["company", companyId] });
    },
  });
}
