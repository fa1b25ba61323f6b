import type { AuditEntry } from "@ebm/shared/schemas/organiser";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { type AuditListParams, auditKeys } from "./keys.ts";

/** The answer of GET /api/organiser/audit (auditListResponseSchema). */
export interface AuditListResponse {
  status: 200;
  payload: { items: AuditEntry[]; total: number; page: number; pageSize: number };
}

/** GET /api/organiser/audit: one page of the audit log, newest first. */
function getAudit(params: AuditListParams): Promise<AuditListResponse> {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set("q", params.q);
  if (params.objectType) search.set("objectType", params.objectType);
  return apiGet<AuditListResponse>(`/api/organiser/audit?${search}`);
}

/** @example const log = useAuditLog({ q, page, pageSize: 25, objectType: "" }); log.data?.payload.items */
export function useAuditLog(params: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: () => getAudit(params),
    placeholderData: keepPreviousData,
  });
}
