import type { QueryClient } from "@tanstack/react-query";
import { userKeys } from "../../../lib/session/user-keys.ts";

/**
 * After a change to a meeting, a block or a colleague: everything of the user's is stale (the
 * scheduler's meetings and timeslots, the home page's next meeting, the pending count). The
 * promise settles once the active queries have their new answer, so a button stays busy until the
 * screen shows the change.
 */
export function refreshAfterChange(queryClient: QueryClient, userId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.of(userId) });
}
