import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/scheduler/meetings/:id/action/:action: answers a request from its notification.
 * @example await answerRequest(42, "accept");
 */
export const answerRequest = (meetingId: number, action: "accept" | "decline") =>
  apiPost<{ payload?: { msg?: string } }>(`/api/scheduler/meetings/${meetingId}/action/${action}`);
