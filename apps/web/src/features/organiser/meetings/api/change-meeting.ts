import type {
  BookMeetingBody,
  MeetingOutcomeBody,
  PlacedMeeting,
  RescheduleMeetingBody,
} from "@ebm/shared/schemas/organiser-meetings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";
import { meetingsKeys } from "./keys.ts";

/** POST /api/organiser/meetings: a meeting booked for two attendees, accepted at once. */
async function bookMeeting(body: BookMeetingBody): Promise<PlacedMeeting> {
  const { payload } = await apiPost<{ payload: PlacedMeeting }>("/api/organiser/meetings", body);
  return payload;
}

/** POST /api/organiser/meetings/{id}/reschedule: the meeting moves to another timeslot. */
async function rescheduleMeeting({
  meetingId,
  ...body
}: RescheduleMeetingBody & { meetingId: number }): Promise<PlacedMeeting> {
  const { payload } = await apiPost<{ payload: PlacedMeeting }>(
    `/api/organiser/meetings/${meetingId}/reschedule`,
    body,
  );
  return payload;
}

/** POST /api/organiser/meetings/{id}/cancel: the meeting is called off with a reason. */
async function cancelMeeting({ meetingId, reason }: { meetingId: number; reason: string }) {
  await apiPost(`/api/organiser/meetings/${meetingId}/cancel`, { reason });
}

/** POST /api/organiser/meetings/{id}/outcome: held or no-show. */
async function markOutcome({ meetingId, outcome }: MeetingOutcomeBody & { meetingId: number }) {
  await apiPost(`/api/organiser/meetings/${meetingId}/outcome`, { outcome });
}

/** A change of meetings after which the plan and the free slots are read again, done or refused. */
function useMeetingChange<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingsKeys.all }),
  });
}

/** @example const book = useBookMeeting(); book.mutate({ fromId: 1, toId: 2, timeslotId: 8 }); */
export const useBookMeeting = () => useMeetingChange(bookMeeting);
/** @example const move = useRescheduleMeeting(); move.mutate({ meetingId: 5, timeslotId: 9 }); */
export const useRescheduleMeeting = () => useMeetingChange(rescheduleMeeting);
/** @example const cancel = useCancelMeeting(); cancel.mutate({ meetingId: 5, reason: "Stand moved" }); */
export const useCancelMeeting = () => useMeetingChange(cancelMeeting);
/** @example const mark = useMarkOutcome(); mark.mutate({ meetingId: 5, outcome: "held" }); */
export const useMarkOutcome = () => useMeetingChange(markOutcome);
