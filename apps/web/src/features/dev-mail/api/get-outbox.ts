import type { OutboxMail, OutboxResponse } from "@ebm/shared/schemas/dev";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/** Why the outbox could not be read: not an organiser, or no development tools on this server. */
export class OutboxUnavailableError extends Error {
  constructor(readonly reason: "forbidden" | "absent" | "failed") {
    super(`The mail outbox is ${reason}`);
  }
}

/** GET /api/dev/mail: the newest mails of the outbox, for organisers. */
export async function getOutbox(): Promise<OutboxMail[]> {
  const { status, data } = await apiGet<OutboxResponse>("/api/dev/mail");
  if (status === 401 || status === 403) throw new OutboxUnavailableError("forbidden");
  if (status === 404) throw new OutboxUnavailableError("absent");
  if (status !== 200 || !data) throw new OutboxUnavailableError("failed");
  return data.payload;
}

/** The outbox as the signed-in user may see it; another user asks again. */
export function useOutbox(userId: number) {
  return useQuery({ queryKey: ["dev", "outbox", userId], queryFn: getOutbox, retry: false });
}
