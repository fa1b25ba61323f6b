import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/messages/conversation: finds or makes the conversation with `contactId`; answers its
 * id. Called before the contact list loads when the page opens for one contact (part 2 §4).
 */
export async function createConversation(contactId: number): Promise<number> {
  const { conversationId } = await apiPost<{ conversationId: number }>("/api/messages/conversation", {
    contactId,
  });
  return conversationId;
}
