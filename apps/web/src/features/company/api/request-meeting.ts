import type { MeetingRequestBody, MeetingRequestResponse } from "@ebm/shared/schemas/scheduler";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { refreshMeetingData } from "../../../lib/session/user-keys.ts";

/**
 * POST /api/scheduler/meetings: asks `toId` for a meeting in `timeslotId`. A refusal is an
 * ApiError carrying the server's message (a 409 when someone else is booking the slot).
 */
function requestMeeting(
  body: MeetingRequestBody & { source?: "suggestion" },
): Promise<MeetingRequestResponse> {
  return apiPost<MeetingRequestResponse>("/api/scheduler/meetings", body);
}

/**
 * Sends a meeting request. A new request changes the user's scheduler, next-meeting card and slot
 * states alike, so what shows the user's meetings is marked stale once it is sent (the page the
 * request was made on stays as it is, where it was scrolled).
 * @example const send = useRequestMeeting(user.id); send.mutate({ toId, timeslotId, message });
 */
export function useRequestMeeting(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMeeting,
    // Not awaited: the user moves on to the scheduler without waiting for the refetches.
    onSuccess: () => {
      void refreshMeetingData(queryClient, userId);
    },
  });
}
