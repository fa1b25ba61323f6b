import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";

export interface Sender {
  name: string;
  email: string;
  /** Signed-in senders' company; visitors have none on file. */
  companyName?: string;
}

/** `"Name" <address>` with the characters that would break the header taken out of the name. */
export const mailbox = (name: string, email: string) => `"${name.replace(/["\\<>\r\n]/g, "")}" <${email}>`;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replaceAll("\n", "<br>")}</p>`)
    .join("\n");

/**
 * A message written on the site, to the organisers, a team member or another attendee. The user's
 * text is escaped in the HTML part; answering goes straight to the sender through Reply-To.
 */
export function contactMessageMail(args: {
  kind: "contact_organisers" | "contact_attendee";
  to: string;
  sender: Sender;
  subject: string;
  message: string;
  /** Who the message was for, as the sender chose them ("the organisers", a team member's name). */
  recipientLabel: string;
  signedIn: boolean;
}): OutgoingMail {
  const { sender } = args;
  const from = sender.companyName ? `${sender.name} (${sender.companyName})` : sender.name;
  const via =
    args.kind === "contact_attendee"
      ? "through the European Broker Meeting app"
      : "through the contact page of the European Broker Meeting";
  const intro = `${from} <${sender.email}> sent a message for ${args.recipientLabel} ${via}.`;
  const note = args.signedIn
    ? "The sender was signed in with this e-mail address."
    : "The sender was not signed in: the e-mail address is as they typed it.";
  const text = [
    intro,
    "",
    `Subject: ${args.subject}`,
    "",
    args.message,
    "",
    "--",
    `Reply to this e-mail to answer ${sender.name}. ${note}`,
  ].join("\n");
  const html = `<p>${escapeHtml(intro)}</p>
<p><strong>Subject:</strong> ${escapeHtml(args.subject)}</p>
${paragraphs(args.message)}
<hr>
<p>Reply to this e-mail to answer ${escapeHtml(sender.name)}. ${escapeHtml(note)}</p>`;
  return {
    kind: args.kind,
    to: args.to,
    replyTo: mailbox(sender.name, sender.email),
    subject: `${args.kind === "contact_attendee" ? "EBM message" : "EBM contact form"}: ${args.subject}`,
    text,
    html,
  };
}
