import type { MessagesDeps } from "./chat.context.ts";
import { QUOTED_MESSAGES, unreadMessagesMail } from "./chat.mails.ts";
import { messagesRepository } from "./chat.repository.ts";

/** At most this many unread messages are counted for the mail's subject. */
const COUNTED_MESSAGES = 100;

/**
 * The unread mail (issue 14 "Beyond"): each message has a `messages.unread-mail` job due 15 minutes
 * after it was sent. When it runs and the message is still unread, the recipient is mailed the
 * conversation's unread messages with a link back, unless they turned these mails off or were
 * mailed about this conversation within the hour.
 */
export function unreadMailService(deps: MessagesDeps) {
  const { db, mail, publicUrl } = deps;
  const repo = messagesRepository(db);
  return {
    /** Runs the job of one message; returns whether a mail was written to the outbox. */
    async mailIfUnread(messageId: number): Promise<boolean> {
      const facts = await repo.mailFacts(messageId);
      if (!facts || facts.readAt || !facts.chatMail || !facts.recipientActive) return false;
      const mailed = await db.transaction(async (tx) => {
        const txRepo = messagesRepository(tx);
        if (!(await txRepo.takeMailTurn(facts.conversationId, facts.recipientId))) return false;
        const unread = await txRepo.unreadTo(facts.conversationId, facts.recipientId, COUNTED_MESSAGES);
        await mail.enqueue(
          tx,
          unreadMessagesMail({
            to: { name: facts.recipientName, email: facts.recipientEmail },
            from: { id: facts.senderId, name: facts.senderName, companyName: facts.senderCompany },
            unread: unread.slice(0, QUOTED_MESSAGES),
            unreadCount: Math.max(unread.length, 1),
            publicUrl,
          }),
        );
        return true;
      });
      if (mailed) mail.kick();
      return mailed;
    },
  };
}
