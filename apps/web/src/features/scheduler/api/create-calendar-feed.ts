import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import type { CalendarFeed } from "./get-calendar-feed.ts";
import { schedulerKeys } from "./keys.ts";

/**
 * POST /api/scheduler/calendar: makes the personal feed, or gives it a new address (the old one
 * stops working). The answer carries the address, this once.
 */
function createCalendarFeed(): Promise<CalendarFeed> {
  return apiPost<CalendarFeed>("/api/scheduler/calendar");
}

/**
 * Makes or replaces the feed; the answer's address is stored as the feed's state, so the screen can
 * show it until the page is left.
 * @example const create = useCreateCalendarFeed(user.id); create.mutate();
 */
export function useCreateCalendarFeed(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(schedulerKeys.calendarFeed(userId), feed),
  });
}
