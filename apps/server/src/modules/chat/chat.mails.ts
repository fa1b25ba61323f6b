import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";
import { contactSender } from "../../plugins/mail-bound.ts";

/** Unread messages quoted in one mail; the rest are counted. */
export const QUOTED_MESSAGES = 5;

/** Where the mail leads: the conversation with the sender. */
export const conversationLink = (publicUrl: string, senderId: number) =>
  `${publicUrl}/messages?contact=${senderId}`;

/**
 * To a recipient who left chat messages unread for 15 minutes: who wrote, what (quoted as plain
 * text), and the link back to the conversation. The profile's switch turns these mails off.
 */
export function unreadMessagesMail(args: {
  to: { name: string; email: string };
  from: { id: number; name: string; companyName: string };
  unread: { content: string }[];
  unreadCount: number;
  publicUrl: string;
}): OutgoingMail {
  const { to, from, unread, unreadCount } = args;
  const link = conversationLink(args.publicUrl, from.id);
  const more = unreadCount - unread.length;
  const intro =
    unreadCount === 1
      ? `${from.name} (${from.companyName}) sent you a message you have not read yet:`
      : `${from.name} (${from.companyName}) sent you ${unreadCount} messages you have not read yet:`;
  const outro = "You get this mail at most once an hour per conversation; turn it off in your profile.";
  const quotes = unread.map((m) => m.content);
  const text = [
    `Dear ${to.name},`,
    "",
    intro,
    "",
    ...quotes.flatMap((q) => [`> ${q.replaceAll("\n", "\n> ")}`, ""]),
    ...(more > 0 ? [`... and ${more} more.`, ""] : []),
    `Reply: ${link}`,
    "",
    outro,
  ].join("\n");
  const html = [
    `<p>Dear ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...quotes.map((q) => `<blockquote>${escapeHtml(q).replaceAll("\n", "<br>")}</blockquote>`),
    ...(more > 0 ? [`<p>... and ${more} more.</p>`] : []),
    `<p><a href="${escapeHtml(link)}">Open the conversation</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join("\n");
  return {
    sender: contactSender(from),
    kind: "chat_unread",
    to: to.email,
    subject:
      unreadCount === 1
        ? `Unread message from ${from.name}`
        : `${unreadCount} unread messages from ${from.name}`,
    text,
    html,
  };
}
