import type {
  DinnerDayBody,
  MeetingDaysApplyBody,
  MeetingDaysApplyResponse,
  MeetingDaysPreviewBody,
  MeetingDaysPreviewResponse,
  MeetingDaysResponse,
} from "@ebm/shared/schemas/organiser-meeting-days";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost } from "../../../../lib/api-client.ts";

/** Query keys of the console's meeting days section. */
export const meetingDaysKeys = {
  all: ["organiser", "meeting-days"] as const,
  edition: (editionId: number | null) => ["organiser", "meeting-days", editionId ?? "current"] as const,
};

/** GET /api/organiser/meeting-days: an edition's days, tables and dinner days (the current one for null). */
export function useMeetingDays(editionId: number | null) {
  return useQuery({
    queryKey: meetingDaysKeys.edition(editionId),
    queryFn: () =>
      apiGet<MeetingDaysResponse>(`/api/organiser/meeting-days${editionId ? `?editionId=${editionId}` : ""}`),
  });
}

/** POST /api/organiser/meeting-days/preview: what a changed pattern would do, changing nothing. */
export function usePreviewMeetingDays() {
  return useMutation({
    mutationFn: (body: MeetingDaysPreviewBody) =>
      apiPost<MeetingDaysPreviewResponse>("/api/organiser/meeting-days/preview", body),
  });
}

/** After a change: this section, and what the other sections read of the days (table plan, settings, dinner). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["organiser"] });
}

/** POST /api/organiser/meeting-days: changes the pattern, with what becomes of each broken meeting. */
export function useApplyMeetingDays() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MeetingDaysApplyBody) =>
      apiPost<MeetingDaysApplyResponse>("/api/organiser/meeting-days", body),
    onSettled: refresh,
  });
}

/** POST /api/organiser/meeting-days/dinner-days: adds a dinner day or changes its seats. */
export function useSetDinnerDay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DinnerDayBody) =>
      apiPost<MeetingDaysResponse>("/api/organiser/meeting-days/dinner-days", body),
    onSettled: refresh,
  });
}

/** DELETE /api/organiser/meeting-days/dinner-days/{day}: removes a dinner day (with its sign-ups when asked). */
export function useRemoveDinnerDay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (args: { editionId: number; day: number; withSignups: boolean }) =>
      apiDelete<MeetingDaysResponse>(
        `/api/organiser/meeting-days/dinner-days/${args.day}?editionId=${args.editionId}&withSignups=${args.withSignups}`,
      ),
    onSettled: refresh,
  });
}
