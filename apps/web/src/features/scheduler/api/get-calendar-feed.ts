import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { schedulerKeys } from "./keys.ts";

export interface CalendarFeed {
  /** The feed's address: only in the answer that made it, null otherwise. */
  url: string | null;
  /** When the current address was made; null without a feed. */
  createdAt: string | null;
}

/** GET /api/scheduler/calendar: whether the user has a personal calendar feed (never its address). */
function getCalendarFeed(): Promise<CalendarFeed> {
  return apiGet<CalendarFeed>("/api/scheduler/calendar");
}

/**
 * Whether the user's calendar feed is on, and since when.
 * @example const feed = useCalendarFeed(user.id); feed.data?.createdAt
 */
export function useCalendarFeed(userId: number) {
  return useQuery({ queryKey: schedulerKeys.calendarFeed(userId), queryFn: getCalendarFeed });
}
