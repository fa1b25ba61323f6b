import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useRealtimeEvent } from "../../../lib/use-realtime.ts";
import { useActiveUsers } from "../api/get-active-users.ts";
import { messageKeys } from "../api/keys.ts";

/**
 * Who of the user's contacts is online (part 2 §4 "Presence"): the active users asked on entry,
 * then kept by the connection's connected and disconnected events. After a reconnect the events
 * missed meanwhile are not replayed, so the active users are asked again; so they are when a new
 * contact joins the list, whose coming online was told before the conversation existed.
 * `contactsKey` lists the contacts' ids, null until the list has loaded.
 * @example const online = usePresence(user.id, ready, contacts.data?.map((c) => c.contactId).join() ?? null);
 */
export function usePresence(
  userId: number,
  enabled: boolean,
  contactsKey: string | null,
): ReadonlySet<number> {
  const queryClient = useQueryClient();
  const activeUsers = useActiveUsers(userId, enabled);
  const [online, setOnline] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (activeUsers.data) setOnline(new Set(activeUsers.data));
  }, [activeUsers.data]);

  const knownContacts = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!enabled || contactsKey === null) return;
    const ids = new Set(contactsKey.split(",").filter(Boolean));
    const before = knownContacts.current;
    knownContacts.current = ids;
    if (before && [...ids].some((id) => !before.has(id))) {
      void queryClient.invalidateQueries({ queryKey: messageKeys.activeUsers(userId) });
    }
  }, [enabled, contactsKey, queryClient, userId]);

  useRealtimeEvent("user-connected", ({ contactId }) =>
    setOnline((current) => (current.has(contactId) ? current : new Set(current).add(contactId))),
  );
  useRealtimeEvent("user-disconnected", ({ contactId }) =>
    setOnline((current) => {
      if (!current.has(contactId)) return current;
      const next = new Set(current);
      next.delete(contactId);
      return next;
    }),
  );
  useRealtimeEvent(
    "auth-ok",
    () => void queryClient.invalidateQueries({ queryKey: messageKeys.activeUsers(userId) }),
    enabled,
  );

  return online;
}
