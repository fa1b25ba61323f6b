import { useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { messageKeys } from "./keys.ts";

/** POST /api/messages/getActiveUsers: which of the user's contacts are online now. */
async function getActiveUsers(): Promise<number[]> {
  const { users } = await apiPost<{ users: number[] }>("/api/messages/getActiveUsers");
  return users;
}

/**
 * Who is online when the page opens (and after a reconnect); the connection's presence events
 * keep it current in between.
 */
export function useActiveUsers(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.activeUsers(userId),
    queryFn: getActiveUsers,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
