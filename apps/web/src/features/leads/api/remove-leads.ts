import { useMutation, useQueryClient } from "@tanstack/react-query";
import { leadsKey } from "../../../lib/api/keys.ts";
import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/companies/removeLead/{leadId}: removes one of the user's leads.
 * @example const remove = useRemoveLead(user.id); remove.mutate(lead.id);
 */
export function useRemoveLead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: number) => apiPost<unknown>(`/api/companies/removeLead/${leadId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey(userId) }),
  });
}

/**
 * POST /api/companies/emptyLeads: removes all the user's leads.
 * @example const empty = useEmptyLeads(user.id); empty.mutate();
 */
export function useEmptyLeads(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<unknown>("/api/companies/emptyLeads"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKey(userId) }),
  });
}
