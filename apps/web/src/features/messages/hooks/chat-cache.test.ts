import type { ChatMessage, ConversationContact } from "@ebm/shared/schemas/messages";
import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { messageKeys } from "../api/keys.ts";
import { chatCache } from "./chat-cache.ts";

const ME = 7;

const contact = (contactId: number, unreadMessages = 0): ConversationContact => ({
  contactId,
  conversationId: contactId * 10,
  name: `Contact ${contactId}`,
  companyId: 1,
  companyName: "Trading Ltd",
  profilePic: null,
  unreadMessages,
  messageCount: 1,
  lastMessageAt: null,
  lastMessage: null,
});

const message = (id: number, from: number, conversationId = 20): ChatMessage => ({
  id,
  conversationId,
  contactId: from,
  content: `message ${id}`,
  dateCreated: `2025-11-06T10:0${id}:00.000Z`,
  dateRead: null,
  clientId: null,
});

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(messageKeys.contacts(ME), [contact(1), contact(2, 3), contact(3)]);
  queryClient.setQueryData<InfiniteData<ChatMessage[], number | null>>(messageKeys.conversation(ME, 20), {
    pages: [[message(2, ME), message(1, 2)]],
    pageParams: [null],
  });
  const pages = () =>
    queryClient.getQueryData<InfiniteData<ChatMessage[], number | null>>(messageKeys.conversation(ME, 20))
      ?.pages;
  return { cache: chatCache(queryClient, ME), pages };
}

describe("the chat's cache changes", () => {
  it("moves a conversation's contact first with its change, and says when it is unknown", () => {
    const { cache } = setup();
    expect(cache.moveFirst(30, (c) => ({ ...c, unreadMessages: c.unreadMessages + 1 }))).toBe(true);
    expect(cache.contacts()?.map((c) => [c.contactId, c.unreadMessages])).toEqual([
      [3, 1],
      [1, 0],
      [2, 3],
    ]);
    expect(cache.moveFirst(990, (c) => c)).toBe(false);
  });

  it("clears one conversation's unread count", () => {
    const { cache } = setup();
    cache.setUnread(20, 0);
    expect(cache.contacts()?.map((c) => c.unreadMessages)).toEqual([0, 0, 0]);
  });

  it("adds a message once to its cached conversation and leaves uncached ones alone", () => {
    const { cache, pages } = setup();
    cache.addMessage(message(3, 2));
    cache.addMessage(message(3, 2));
    cache.addMessage(message(4, 1, 10));
    expect(pages()?.[0]?.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it("marks the user's own messages read up to the read time", () => {
    const { cache, pages } = setup();
    cache.markReadUpTo(20, "2025-11-06T10:05:00.000Z");
    expect(pages()?.[0]?.map((m) => m.dateRead)).toEqual(["2025-11-06T10:05:00.000Z", null]);
  });
});
