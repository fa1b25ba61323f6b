import type { MailDetailResponse } from "@ebm/shared/schemas/organiser-mail";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { mailKeys } from "./keys.ts";

/** GET /api/organiser/mail/{id}: one mail with its text. */
function getMail(id: number): Promise<MailDetailResponse> {
  return apiGet<MailDetailResponse>(`/api/organiser/mail/${id}`);
}

/** @example const mail = useMail(openId); — asks only while a mail is open (`id` not null). */
export function useMail(id: number | null) {
  return useQuery({
    queryKey: mailKeys.detail(id ?? 0),
    queryFn: () => getMail(id ?? 0),
    enabled: id !== null,
  });
}
