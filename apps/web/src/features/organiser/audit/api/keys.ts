export interface AuditListParams {
  q: string;
  page: number;
  pageSize: number;
  objectType: string;
}

/** Query keys of the console's audit log. */
export const auditKeys = {
  all: ["organiser", "audit"] as const,
  list: (params: AuditListParams) => [...auditKeys.all, "list", params] as const,
};
