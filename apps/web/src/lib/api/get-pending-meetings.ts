import type { PendingMeetingsResponse } from "@ebm/shared/schemas/scheduler";
import { apiGet } from "../api-client.ts";

/**
 * GET /api/scheduler/pending-meetings: how many requests wait for the signed-in user's answer.
 * @example if ((await getPendingMeetings()) > 0) navigate("/scheduler");
 */
export async function getPendingMeetings(): Promise<number> {
  const body = await apiGet<PendingMeetingsResponse>("/api/scheduler/pending-meetings");
  return typeof body?.pendingMeetings === "number" ? body.pendingMeetings : 0;
}
