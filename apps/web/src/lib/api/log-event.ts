import type { LogEventBody } from "@ebm/shared/schemas/misc";
import { apiPost } from "../api-client.ts";

/**
 * POST /api/register/logEvent: fire and forget.
 * @example logEvent({ event: ANALYTICS_EVENTS.pageView, page: "/program", userId: null });
 */
export function logEvent(body: LogEventBody): void {
  apiPost<unknown>("/api/register/logEvent", body, { keepalive: true }).catch(() => {
    // Analytics never disturbs the visitor: a lost event is not worth a message.
  });
}
