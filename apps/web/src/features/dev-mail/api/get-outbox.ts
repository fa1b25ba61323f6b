import type { OutboxMail, OutboxResponse } from "@ebm/shared/schemas/dev";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { devMailKeys } from "./keys.ts";

/** GET /api/dev/mail: the newest mails of the outbox, for organisers. */
async function getOutbox(): Promise<OutboxMail[]> {
  const { payload } = await apiGet<OutboxResponse>("/api/dev/mail");
  return payload;
}

/** The outbox as the signed-in user may see it; 401/403 (no organiser) and 404 (no outbox) fail at once. */
export function useOutbox(userId: number) {
  return useQuery({ queryKey: devMailKeys.outbox(userId), queryFn: getOutbox, retry: false });
}
