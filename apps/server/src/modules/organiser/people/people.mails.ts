import type { Config } from "../../../config.ts";
import { escapeHtml } from "../../../lib/html.ts";
import type { OutgoingMail } from "../../../plugins/mail.ts";
import type { MailSender } from "../../../plugins/mail-bound.ts";

/** How long the link of an invitation to set a password works, as after a paid registration. */
export const INVITE_DAYS = 7;

/**
 * The organisers' invitation to set the password of an account they made (an import, or the
 * console's People section): the "Set your password" mail of a registration, with the same
 * one-time link to the password form.
 */
export function invitationMail(args: {
  name: string;
  email: string;
  token: string;
  eventName: string;
  config: Config;
  sender: MailSender;
}): OutgoingMail {
  const link = `${args.config.publicUrl}/?reset=${encodeURIComponent(args.token)}`;
  const text = [
    `Dear ${args.name},`,
    "",
    `The organisers of ${args.eventName} have made an account for you in the event's app.`,
    `Open this link to set its password (valid for ${INVITE_DAYS} days, once):`,
    "",
    link,
    "",
    "With your account you can plan meetings with the other attendees and see the program.",
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>The organisers of ${escapeHtml(args.eventName)} have made an account for you in the event's app.</p>
<p><a href="${escapeHtml(link)}">Set your password</a> (valid for ${INVITE_DAYS} days, once).</p>
<p>With your account you can plan meetings with the other attendees and see the program.</p>`;
  return {
    kind: "set_password",
    to: args.email,
    subject: "Set your password",
    text,
    html,
    sender: args.sender,
  };
}
