import type { LogEventBody } from "@ebm/shared/schemas/misc";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/register/logEvent: fire and forget; analytics never disturbs the visitor. */
export function logEvent(body: LogEventBody): void {
  void apiPost<unknown>("/api/register/logEvent", body, { keepalive: true });
}
