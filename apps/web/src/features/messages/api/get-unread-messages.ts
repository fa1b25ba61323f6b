import type { UnreadMessagesResponse } from "@ebm/shared/schemas/messages";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/messages/unreadMessages, summed over contacts. */
export async function getUnreadMessageCount(): Promise<number> {
  const { unreadMessages } = await apiGet<UnreadMessagesResponse>("/api/messages/unreadMessages");
  return unreadMessages.reduce((sum, entry) => sum + entry.unreadMessages, 0);
}
