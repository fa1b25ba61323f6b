import type { LeadsListResponse } from "@ebm/shared/schemas/leads";
import { useQuery } from "@tanstack/react-query";
import { leadsKey } from "../../../lib/api/keys.ts";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/companies/fetchLeadsList/{userId}: the user's own leads, newest scan first. */
function getLeads(userId: number): Promise<LeadsListResponse> {
  return apiGet<LeadsListResponse>(`/api/companies/fetchLeadsList/${userId}`);
}

/** @example const leads = useLeads(user.id); leads.data?.leads */
export function useLeads(userId: number) {
  return useQuery({ queryKey: leadsKey(userId), queryFn: () => getLeads(userId) });
}
