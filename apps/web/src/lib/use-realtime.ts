import type { ClientWsEvent, ServerWsEventOf, ServerWsEventType } from "@ebm/shared/schemas/ws";
import { useEffect, useRef } from "react";

// realtime.ts brings the schema library; it loads with the first subscription or send, so the
// first page of a visitor who never signs in does without it (the layout loads it on sign-in).
const loadRealtime = () => import("./realtime.ts");

/**
 * Calls `handler` with every server event of `type` while the component is mounted (and
 * `enabled`). The newest `handler` is always the one called, so it may read fresh state.
 * @example useRealtimeEvent("user-connected", (event) => markOnline(event.contactId));
 */
export function useRealtimeEvent<T extends ServerWsEventType>(
  type: T,
  handler: (event: ServerWsEventOf<T>) => void,
  enabled = true,
): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    loadRealtime()
      .then(({ subscribe }) => {
        if (active) unsubscribe = subscribe(type, (event) => handlerRef.current(event));
      })
      .catch(() => {
        // Offline before the code arrived: the screens still work from their queries.
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [type, enabled]);
}

/**
 * Sends an event on the real-time connection when it is open; dropped otherwise (typing and
 * presence matter only now).
 * @example sendRealtime({ type: "typing", contactId: 12 });
 */
export function sendRealtime(event: ClientWsEvent): void {
  loadRealtime()
    .then(({ send }) => send(event))
    .catch(() => {
      // Not loaded and offline: nobody to tell.
    });
}
