import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/messages/resetUnreadMessage: the user has read the conversation. */
export async function resetUnread(conversationId: number): Promise<void> {
  await apiPost<unknown>("/api/messages/resetUnreadMessage", { conversationId });
}
