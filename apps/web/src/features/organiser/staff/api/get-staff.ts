import type { StaffListResponse } from "@ebm/shared/schemas/organiser-staff";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { staffKeys } from "./keys.ts";

/** GET /api/organiser/staff: the organisers and the desk staff. */
export function useStaff() {
  return useQuery({
    queryKey: staffKeys.list(),
    queryFn: () => apiGet<StaffListResponse>("/api/organiser/staff"),
  });
}

/**
 * GET /api/organiser/staff/candidates: accounts whose name or e-mail contains `q`; asks from 2
 * characters on.
 * @example const found = useStaffCandidates(debouncedSearch);
 */
export function useStaffCandidates(q: string) {
  return useQuery({
    queryKey: staffKeys.candidates(q),
    queryFn: () => apiGet<StaffListResponse>(`/api/organiser/staff/candidates?${new URLSearchParams({ q })}`),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}
