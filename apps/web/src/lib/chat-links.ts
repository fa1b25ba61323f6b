/**
 * How other pages start a chat with someone (part 2 §2): the link that opens, or first creates,
 * the conversation, and who cannot be chatted with.
 */

/**
 * The chat with `contactId`, created on arrival when there is none yet.
 * @example <Button component={Link} to={chatWith(contact.id)}>Chat</Button>
 */
export const chatWith = (contactId: number): string => `/messages?contact=${contactId}`;

/** True for the placeholder contact named "To be decided", with whom nobody chats (part 2 §2, §5). */
export function isPlaceholderName(name: string): boolean {
  return name.trim().toLowerCase() === "to be decided";
}
