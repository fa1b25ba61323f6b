import type { MailListResponse } from "@ebm/shared/schemas/organiser-mail";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { type MailListParams, mailKeys } from "./keys.ts";

/** GET /api/organiser/mail: one page of the outbox, newest first. */
function getMails(params: MailListParams): Promise<MailListResponse> {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set("q", params.q);
  if (params.status) search.set("status", params.status);
  return apiGet<MailListResponse>(`/api/organiser/mail?${search}`);
}

/** @example const mails = useMails({ q, page, pageSize: 25, status: "" }); mails.data?.payload.items */
export function useMails(params: MailListParams) {
  return useQuery({
    queryKey: mailKeys.list(params),
    queryFn: () => getMails(params),
    placeholderData: keepPreviousData,
  });
}
