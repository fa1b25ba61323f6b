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

/**
 * To the address a contact signed in with, once the organisers changed it: which address it is
 * now, so that a change nobody asked for is noticed. The links to set a password sent to the old
 * address stop working with the change.
 */
export function emailChangedMail(args: {
  name: string;
  oldEmail: string;
  newEmail: string;
  eventName: string;
  sender: MailSender;
}): OutgoingMail {
  const text = [
    `Dear ${args.name},`,
    "",
    `The organisers of ${args.eventName} have changed the e-mail address of your account in the event's app from ${args.oldEmail} to ${args.newEmail}. You sign in with the new address from now on; your password stays the same.`,
    "",
    "If you did not ask for this, please answer this mail and the organisers will look into it.",
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>The organisers of ${escapeHtml(args.eventName)} have changed the e-mail address of your account in the event's app from ${escapeHtml(args.oldEmail)} to <strong>${escapeHtml(args.newEmail)}</strong>. You sign in with the new address from now on; your password stays the same.</p>
<p>If you did not ask for this, please answer this mail and the organisers will look into it.</p>`;
  return {
    kind: "email_changed",
    to: args.oldEmail,
    subject: "Your e-mail address for the event's app has changed",
    text,
    html,
    sender: args.sender,
  };
}
