import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { createConversation } from "../api/create-conversation.ts";
import { messageKeys } from "../api/keys.ts";

/**
 * The page's entry (part 2 §4): the conversation with the contact of `?contact=` is found or made,
 * then the list, pictures and presence may load (`ready`). A link with `?contact=` is then shown as
 * `/messages/{contact}`. A failed creation is ignored (§8): the page opens without that contact.
 * The specification's 2 s wait before all of it is left out: it made every entry slower and
 * guarded nothing (README, departures).
 * @example const ready = useChatEntry(user.id, Number(searchParams.get("contact")) || null);
 */
export function useChatEntry(userId: number, queryContact: number | null): boolean {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);

  // Also for a `?contact=` link followed while the page is open: the list then learns of it.
  useEffect(() => {
    if (queryContact === null) {
      setReady(true);
      return;
    }
    let active = true;
    createConversation(queryContact)
      .then(() => queryClient.invalidateQueries({ queryKey: messageKeys.contacts(userId) }))
      .catch(() => {
        // Oneself, an unknown contact or a passing failure: the page opens without it.
      })
      .finally(() => {
        if (!active) return;
        setReady(true);
        void navigate(`/messages/${queryContact}`, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [queryContact, userId, queryClient, navigate]);

  return ready;
}
