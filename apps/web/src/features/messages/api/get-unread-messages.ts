import type { UnreadMessagesResponse } from "@ebm/shared/schemas/messages";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/messages/unreadMessages, summed over contacts. Any failure counts as 0: the badge is
 * a hint, not worth an error.
 */
export async function getUnreadMessageCount(): Promise<number> {
  const { status, data } = await apiGet<UnreadMessagesResponse>("/api/messages/unreadMessages");
  if (status !== 200 || !Array.isArray(data?.unreadMessages)) return 0;
  return data.unreadMessages.reduce((sum, entry) => sum + entry.unreadMessages, 0);
}
