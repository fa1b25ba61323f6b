import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/scheduler/meetings/{id}/action/meetingIdByAuth: the meeting's id when the signed-in user
 * is in it (a mailed answer link is checked with it before it acts); a 404 otherwise.
 */
export async function getMeetingIdByAuth(meetingId: number, signal?: AbortSignal): Promise<number> {
  const body = await apiGet<{ meetingId: number }>(
    `/api/scheduler/meetings/${meetingId}/action/meetingIdByAuth`,
    { signal },
  );
  return body.meetingId;
}
