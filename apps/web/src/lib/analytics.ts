import type { LogEventBody } from "@ebm/shared/schemas/misc";
import { apiPost } from "./api-client.ts";

/** POST /api/register/logEvent: fire and forget. */
export function logEvent(body: LogEventBody): void {
  apiPost<unknown>("/api/register/logEvent", body, { keepalive: true }).catch(() => {
    // Analytics never disturbs the visitor: a lost event is not worth a message.
  });
}
