import type { MailListResponse } from "@ebm/shared/schemas/organiser-mail";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";
import { type MailListParams, mailKeys } from "./keys.ts";

/** GET /api/organiser/mail: one page of the outbox, newest first. */
function getMails(params: MailListParams): Promise<MailListResponse> {
  return apiGet<MailListResponse>(`/api/organiser/mail?${listSearch(params)}`);
}

/** @example const mails = useMails({ q, page, pageSize: 25, status: "" }); mails.data?.payload.items */
export function useMails(params: MailListParams) {
  return useQuery({
    queryKey: mailKeys.list(params),
    queryFn: () => getMails(params),
    placeholderData: keepPreviousData,
  });
}
