import type { ChatMessage, ConversationContact } from "@ebm/shared/schemas/messages";
import { describe, expect, it } from "vitest";
import {
  contactIdFrom,
  isHiddenContact,
  lastReadMessageId,
  messagesInReadingOrder,
  moveFirst,
  newClientId,
  withMessage,
  withReadUpTo,
} from "./chat-view.ts";

const ME = 7;
const OTHER = 9;

const message = (id: number, from: number, dateRead: string | null = null): ChatMessage => ({
  id,
  conversationId: 4,
  contactId: from,
  content: `message ${id}`,
  dateCreated: `2025-11-06T10:${String(id).padStart(2, "0")}:00.000Z`,
  dateRead,
  clientId: null,
});

const contact = (contactId: number, name = `Contact ${contactId}`) =>
  ({
    contactId,
    conversationId: contactId * 10,
    name,
    companyId: 1,
    companyName: "Trading Ltd",
    profilePic: null,
    unreadMessages: 0,
    messageCount: 1,
    lastMessageAt: null,
    lastMessage: null,
  }) satisfies ConversationContact;

describe("the chat's view rules", () => {
  it("hides the placeholder contact", () => {
    expect(isHiddenContact(contact(2, "To be decided"))).toBe(true);
    expect(isHiddenContact(contact(3, " to be Decided "))).toBe(true);
    expect(isHiddenContact(contact(4, "Anna"))).toBe(false);
  });

  it("reads the contact from the path or the query, and nothing else", () => {
    expect(contactIdFrom("12", null)).toBe(12);
    expect(contactIdFrom(undefined, "13")).toBe(13);
    expect(contactIdFrom("12", "13")).toBe(12);
    expect(contactIdFrom(undefined, null)).toBeNull();
    for (const bad of ["0", "-1", "1.5", "abc", "12abc", "9999999999"])
      expect(contactIdFrom(bad, null)).toBeNull();
  });

  it("moves a contact first, changed, and keeps the others in order", () => {
    const list = [contact(1), contact(2), contact(3)];
    const moved = moveFirst(list, 3, (c) => ({ ...c, unreadMessages: 2 }));
    expect(moved.map((c) => c.contactId)).toEqual([3, 1, 2]);
    expect(moved[0]?.unreadMessages).toBe(2);
    expect(moveFirst(list, 99).map((c) => c.contactId)).toEqual([1, 2, 3]);
  });

  it("shows the newest-first pages oldest first, each message once", () => {
    const pages = [
      [message(5, ME), message(4, OTHER)],
      [message(3, ME), message(2, OTHER), message(1, OTHER)],
    ];
    const withLive = withMessage(pages, message(6, OTHER));
    expect(messagesInReadingOrder(withLive).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // A message that arrived live and again in the reload is shown once.
    expect(withMessage(withLive, message(6, OTHER))).toEqual(withLive);
    expect(
      messagesInReadingOrder([[message(6, OTHER), message(5, ME)], ...withLive]).map((m) => m.id),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(withMessage([], message(1, ME))).toEqual([[message(1, ME)]]);
  });

  it("marks the user's own messages read up to the read time, not the other's nor later ones", () => {
    const pages = [[message(3, ME), message(2, OTHER), message(1, ME)]];
    const read = withReadUpTo(pages, ME, "2025-11-06T10:02:30.000Z");
    expect(read[0]?.map((m) => m.dateRead)).toEqual([null, null, "2025-11-06T10:02:30.000Z"]);
  });

  it("puts the read marker under the newest own message read, until the contact answers", () => {
    const read = "2025-11-06T11:00:00.000Z";
    expect(lastReadMessageId([message(1, OTHER), message(2, ME, read), message(3, ME)], ME)).toBe(2);
    expect(lastReadMessageId([message(1, ME, read), message(2, ME, read)], ME)).toBe(2);
    expect(lastReadMessageId([message(1, ME, read), message(2, OTHER)], ME)).toBeNull();
    expect(lastReadMessageId([message(1, ME), message(2, ME)], ME)).toBeNull();
    expect(lastReadMessageId([], ME)).toBeNull();
  });

  it("gives every message a fresh UUID", () => {
    const first = newClientId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(first);
  });
});
