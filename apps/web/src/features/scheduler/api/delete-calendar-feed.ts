import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../lib/api-client.ts";
import type { CalendarFeed } from "./get-calendar-feed.ts";
import { schedulerKeys } from "./keys.ts";

/** DELETE /api/scheduler/calendar: the feed's address stops working. */
async function deleteCalendarFeed(): Promise<void> {
  await apiDelete<unknown>("/api/scheduler/calendar");
}

/**
 * Turns the personal calendar feed off.
 * @example const turnOff = useDeleteCalendarFeed(user.id); turnOff.mutate();
 */
export function useDeleteCalendarFeed(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeed>(schedulerKeys.calendarFeed(userId), {
        url: null,
        createdAt: null,
      }),
  });
}
