import type { Db } from "../../db/client.ts";
import { messagesRepository } from "./messages.repository.ts";

/** Messages (part 2 §7); the conversations come with the chat. */
export function messagesService(db: Db) {
  const repo = messagesRepository(db);
  return {
    /** For each conversation of the user with unread messages: the other person and the count. */
    unreadByContact: (contactId: number) => repo.unreadByContact(contactId),
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
