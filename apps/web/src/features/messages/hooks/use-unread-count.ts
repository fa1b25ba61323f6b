import { UNREAD_FETCH_DELAY_MS } from "@ebm/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { getUnreadMessageCount } from "../api/get-unread-messages.ts";
import { messageKeys } from "../api/keys.ts";

/**
 * Unread messages for the navigation badge, first fetched 4 s after start when signed in. A failure
 * counts as 0: the badge is a hint, not worth an error.
 */
export function useUnreadCount(userId: number | null): number {
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (userId === null || delayPassed) return;
    const timer = window.setTimeout(() => setDelayPassed(true), UNREAD_FETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, delayPassed]);

  const { data } = useQuery({
    queryKey: messageKeys.unreadCount(userId),
    queryFn: getUnreadMessageCount,
    enabled: userId !== null && delayPassed,
    retry: false,
    staleTime: 30_000,
  });
  return userId === null ? 0 : (data ?? 0);
}
