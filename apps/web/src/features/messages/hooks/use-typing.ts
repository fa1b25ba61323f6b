import { useCallback, useEffect, useRef, useState } from "react";
import { sendRealtime, useRealtimeEvent } from "../../../lib/use-realtime.ts";
import { CHAT_TIMERS } from "../utils/chat-timers.ts";

/**
 * Tells the open contact that the user types (part 2 §4): `typing` on the first input, then
 * `stopped-typing` after 5 s without input, on sending, on switching contact and on leaving.
 * @example const typing = useTypingSender(contact?.contactId ?? null); <Textarea onChange={() => typing.input()} />
 */
export function useTypingSender(contactId: number | null) {
  const typingTo = useRef<number | null>(null);
  const idleTimer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(idleTimer.current);
    if (typingTo.current === null) return;
    sendRealtime({ type: "stopped-typing", contactId: typingTo.current });
    typingTo.current = null;
  }, []);

  const input = useCallback(() => {
    if (contactId === null) return;
    if (typingTo.current !== contactId) {
      stop();
      typingTo.current = contactId;
      sendRealtime({ type: "typing", contactId });
    }
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(stop, CHAT_TIMERS.typingStopMs);
  }, [contactId, stop]);

  // Another contact chosen, or the page left: the one typed to is told.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs its clean-up on every change of contact
  useEffect(() => stop, [contactId, stop]);

  return { input, stop };
}

/**
 * The contacts typing to the user now, from the connection's typing events; a contact's new
 * message or going offline ends their typing too.
 */
export function useTypingContacts(): { typing: ReadonlySet<number>; clear: (contactId: number) => void } {
  const [typing, setTyping] = useState<ReadonlySet<number>>(() => new Set());
  const clear = useCallback(
    (contactId: number) =>
      setTyping((current) => {
        if (!current.has(contactId)) return current;
        const next = new Set(current);
        next.delete(contactId);
        return next;
      }),
    [],
  );
  useRealtimeEvent("user-typing", ({ contactId }) =>
    setTyping((current) => (current.has(contactId) ? current : new Set(current).add(contactId))),
  );
  useRealtimeEvent("user-stopped-typing", ({ contactId }) => clear(contactId));
  useRealtimeEvent("user-disconnected", ({ contactId }) => clear(contactId));
  return { typing, clear };
}
