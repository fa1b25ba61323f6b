import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "../../../lib/use-realtime.ts";
import { chatCache } from "./chat-cache.ts";

interface ChatEventsOptions {
  userId: number;
  /** The conversation on screen, if any. */
  openConversationId: number | null;
  markRead: (conversationId: number) => void;
  /** Ends the typing dots of a contact whose message arrived. */
  clearTyping: (contactId: number) => void;
}

/**
 * What the page does with the connection's chat events (part 2 §4):
 * - a message in the open conversation shows at once, the conversation reloads, it is marked read
 *   and its contact moves first (the "Last read by" marker goes, as the contact has answered);
 * - a message in another conversation raises that contact's unread count and moves it first;
 * - a message from a contact not in the list reloads the list;
 * - a read receipt for the open conversation marks the user's messages read.
 */
export function useChatEvents({
  userId,
  openConversationId,
  markRead,
  clearTyping,
}: ChatEventsOptions): void {
  const queryClient = useQueryClient();

  useRealtimeEvent("new-message", ({ message }) => {
    const cache = chatCache(queryClient, userId);
    const own = message.contactId === userId;
    const open = message.conversationId === openConversationId;
    if (!own) clearTyping(message.contactId);
    const known = cache.moveFirst(message.conversationId, (contact) => ({
      ...contact,
      lastMessageAt: message.dateCreated,
      lastMessage: { text: message.content.slice(0, 120), fromMe: own },
      messageCount: contact.messageCount + 1,
      unreadMessages: own || open ? contact.unreadMessages : contact.unreadMessages + 1,
    }));
    if (!known) {
      void cache.reloadContacts();
      return;
    }
    if (!open) return;
    cache.addMessage(message);
    void cache.reloadConversation(message.conversationId);
    if (!own) markRead(message.conversationId);
  });

  useRealtimeEvent("message-read", ({ conversationId, contactId, dateRead }) => {
    // The user's own reading on another device changes nothing here.
    if (contactId === userId) return;
    chatCache(queryClient, userId).markReadUpTo(conversationId, dateRead);
  });
}
