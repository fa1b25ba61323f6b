import type { ChatMessage, ConversationContact } from "@ebm/shared/schemas/messages";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { messageKeys } from "../api/keys.ts";
import { moveFirst, withMessage, withReadUpTo } from "../utils/chat-view.ts";

type Pages = InfiniteData<ChatMessage[], number | null>;

/**
 * Changes to the chat's cached data that events and sends make, so the screen follows at once
 * while the reloads of part 2 §4 confirm it.
 */
export function chatCache(queryClient: QueryClient, userId: number) {
  const contactsKey = messageKeys.contacts(userId);
  const conversationKey = (conversationId: number) => messageKeys.conversation(userId, conversationId);

  return {
    contacts: () => queryClient.getQueryData<ConversationContact[]>(contactsKey),

    /** Changes the contact of `conversationId` and moves it first; false when it is not in the list. */
    moveFirst(conversationId: number, patch: (contact: ConversationContact) => ConversationContact): boolean {
      const contacts = queryClient.getQueryData<ConversationContact[]>(contactsKey);
      const found = contacts?.find((contact) => contact.conversationId === conversationId);
      if (!contacts || !found) return false;
      queryClient.setQueryData(contactsKey, moveFirst(contacts, found.contactId, patch));
      return true;
    },

    setUnread(conversationId: number, unreadMessages: number): void {
      queryClient.setQueryData<ConversationContact[]>(contactsKey, (contacts) =>
        contacts?.map((contact) =>
          contact.conversationId === conversationId ? { ...contact, unreadMessages } : contact,
        ),
      );
    },

    /** Adds a message to its conversation's cached pages, when they are cached. */
    addMessage(message: ChatMessage): void {
      queryClient.setQueryData<Pages>(conversationKey(message.conversationId), (data) =>
        data ? { ...data, pages: withMessage(data.pages, message) } : data,
      );
    },

    markReadUpTo(conversationId: number, dateRead: string): void {
      queryClient.setQueryData<Pages>(conversationKey(conversationId), (data) =>
        data ? { ...data, pages: withReadUpTo(data.pages, userId, dateRead) } : data,
      );
    },

    reloadConversation: (conversationId: number) =>
      queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) }),
    reloadContacts: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
    reloadUnreadCount: () => queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) }),
  };
}
