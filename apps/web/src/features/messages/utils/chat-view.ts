import type { ChatMessage, ConversationContact } from "@ebm/shared/schemas/messages";
import { isPlaceholderName } from "../../../lib/chat-links.ts";

/**
 * Contacts the list leaves out: the placeholder "To be decided" (part 2 §5). Those without an
 * e-mail ("-") the server leaves out itself, as it sends no addresses.
 */
export function isHiddenContact(contact: Pick<ConversationContact, "name">): boolean {
  return isPlaceholderName(contact.name);
}

/**
 * The contact of the route: `/messages/{contact}` or `/messages?contact={id}`; null for none or for
 * anything that is not a positive whole number.
 */
export function contactIdFrom(param: string | undefined, query: string | null): number | null {
  const raw = param ?? query ?? "";
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The list with one contact moved to the top, changed by `patch` (part 2 §4: sending moves it first). */
export function moveFirst(
  contacts: readonly ConversationContact[],
  contactId: number,
  patch: (contact: ConversationContact) => ConversationContact = (contact) => contact,
): ConversationContact[] {
  const found = contacts.find((contact) => contact.contactId === contactId);
  if (!found) return [...contacts];
  return [patch(found), ...contacts.filter((contact) => contact !== found)];
}

/**
 * The messages of a conversation's pages in reading order, oldest first: the API gives each page
 * newest first (part 2 §4 "reversed for display"); a message known twice (live and reloaded) once.
 */
export function messagesInReadingOrder(pages: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages)
    for (const message of page) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The pages with `message` added as the newest, unless it is already there. */
export function withMessage(pages: readonly ChatMessage[][], message: ChatMessage): ChatMessage[][] {
  if (pages.some((page) => page.some((known) => known.id === message.id))) return [...pages];
  const [newest = [], ...older] = pages;
  return [[message, ...newest], ...older];
}

/** The pages with the user's own messages up to `dateRead` marked read by the other member. */
export function withReadUpTo(
  pages: readonly ChatMessage[][],
  userId: number,
  dateRead: string,
): ChatMessage[][] {
  const readAt = Date.parse(dateRead);
  return pages.map((page) =>
    page.map((message) =>
      message.contactId === userId && message.dateRead === null && Date.parse(message.dateCreated) <= readAt
        ? { ...message, dateRead }
        : message,
    ),
  );
}

/**
 * The message that carries the "Last read by {contact}" marker: the newest of the user's own
 * messages the contact has read, as long as the contact has not written since (an answer says
 * more than the marker). Null when there is none.
 */
export function lastReadMessageId(messages: readonly ChatMessage[], userId: number): number | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!message) continue;
    if (message.contactId !== userId) return null;
    if (message.dateRead !== null) return message.id;
  }
  return null;
}

/**
 * A new message's own id (a UUID), which makes a retried send post it once. `randomUUID` needs a
 * secure context; on plain http the random bytes are formatted by hand.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
