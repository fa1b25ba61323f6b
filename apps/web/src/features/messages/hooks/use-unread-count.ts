import { UNREAD_FETCH_DELAY_MS } from "@ebm/shared/constants";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useRealtimeEvent } from "../../../lib/use-realtime.ts";
import { getUnreadMessageCount } from "../api/get-unread-messages.ts";
import { messageKeys } from "../api/keys.ts";
import { CHAT_TIMERS } from "../utils/chat-timers.ts";

/**
 * Unread messages for the navigation badge, first fetched 4 s after start when signed in and
 * again 3 s after each new message (part 2 §4, §9). A `resync` of the real-time connection
 * refetches everything of the chat. A failure counts as 0: the badge is a hint, not worth an error.
 */
export function useUnreadCount(userId: number | null): number {
  const queryClient = useQueryClient();
  const [delayPassed, setDelayPassed] = useState(false);
  const refetchTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (userId === null || delayPassed) return;
    const timer = window.setTimeout(() => setDelayPassed(true), UNREAD_FETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, delayPassed]);

  useEffect(() => () => window.clearTimeout(refetchTimer.current), []);

  const signedIn = userId !== null;
  useRealtimeEvent(
    "new-message",
    (event) => {
      // One's own message from another device changes nothing unread.
      if (event.message.contactId === userId) return;
      window.clearTimeout(refetchTimer.current);
      refetchTimer.current = window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) });
      }, CHAT_TIMERS.unreadRefetchMs);
    },
    signedIn,
  );
  useRealtimeEvent(
    "resync",
    () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all(userId) });
    },
    signedIn,
  );

  const { data } = useQuery({
    queryKey: messageKeys.unreadCount(userId),
    queryFn: getUnreadMessageCount,
    enabled: signedIn && delayPassed,
    retry: false,
    staleTime: 30_000,
  });
  return userId === null ? 0 : (data ?? 0);
}
