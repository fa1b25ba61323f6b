import { and, eq, gt, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/client.ts";
import { conversationMembers } from "../../db/schema/index.ts";

export function messagesRepository(db: DbExecutor) {
  return {
    /** For each conversation of `contactId` with unread messages: the other person and the count. */
    unreadByContact(contactId: number) {
      const other = alias(conversationMembers, "other");
      return db
        .select({ contactId: other.contactId, unreadMessages: conversationMembers.unreadCount })
        .from(conversationMembers)
        .innerJoin(
          other,
          and(eq(other.conversationId, conversationMembers.conversationId), ne(other.contactId, contactId)),
        )
        .where(and(eq(conversationMembers.contactId, contactId), gt(conversationMembers.unreadCount, 0)));
    },
  };
}
