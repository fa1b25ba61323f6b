import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { resetUnread } from "../api/reset-unread.ts";
import { chatCache } from "./chat-cache.ts";

/**
 * Marks a conversation read (part 2 §4): its badge goes at once, the server is told with the reset
 * call (which the other member sees as "Last read by"), and the navigation's count follows. A
 * tab in the background reads nothing: the reset waits until it is shown.
 * @example const markRead = useMarkRead(user.id); markRead(contact.conversationId);
 */
export function useMarkRead(userId: number): (conversationId: number) => void {
  const queryClient = useQueryClient();
  const waiting = useRef<number | null>(null);

  const reset = useCallback(
    (conversationId: number) => {
      const cache = chatCache(queryClient, userId);
      cache.setUnread(conversationId, 0);
      resetUnread(conversationId)
        .then(() => cache.reloadUnreadCount())
        .catch(() => {
          // The next selection or message tries again; the badge is only a hint.
        });
    },
    [queryClient, userId],
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== "visible" || waiting.current === null) return;
      const conversationId = waiting.current;
      waiting.current = null;
      reset(conversationId);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reset]);

  return useCallback(
    (conversationId: number) => {
      if (document.visibilityState === "visible") {
        waiting.current = null;
        reset(conversationId);
      } else {
        waiting.current = conversationId;
      }
    },
    [reset],
  );
}
