import type { AuditEntry } from "@ebm/shared/schemas/organiser";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type AuditListParams, auditKeys } from "./keys.ts";

/** The answer of GET /api/organiser/audit (auditListResponseSchema). */
export interface AuditListResponse {
  status: 200;
  payload: { items: AuditEntry[]; total: number; page: number; pageSize: number };
}

/** GET /api/organiser/audit: one page of the audit log, newest first. */
function getAudit(params: AuditListParams): Promise<AuditListResponse> {
  return apiGet<AuditListResponse>(`/api/organiser/audit?${listSearch(params)}`);
}

/** @example const log = useAuditLog({ q, page, pageSize: 25, objectType: "" }); log.data?.payload.items */
export function useAuditLog(params: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: () => getAudit(params),
    placeholderData: keepPreviousData,
  });
}
