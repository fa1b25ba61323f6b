import type { ConversationContact } from "@ebm/shared/schemas/messages";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { messageKeys } from "./keys.ts";

/** GET /api/messages/conversation?selectedContact= : the user's conversations, newest first. */
async function getConversations(selectedContact: number | null): Promise<ConversationContact[]> {
  const query = selectedContact === null ? "" : `?selectedContact=${selectedContact}`;
  const { contacts } = await apiGet<{ contacts: ConversationContact[] }>(
    `/api/messages/conversation${query}`,
  );
  return contacts;
}

/**
 * The contact list; asked only once the page's entry steps allow it (`enabled`).
 * @example const contacts = useConversations(user.id, selectedContact, ready);
 */
export function useConversations(userId: number, selectedContact: number | null, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.contacts(userId),
    queryFn: () => getConversations(selectedContact),
    enabled,
    staleTime: 30_000,
  });
}
