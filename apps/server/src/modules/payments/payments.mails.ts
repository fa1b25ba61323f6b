import type { Config } from "../../config.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";

/** How long the link of the first password mail after payment works. */
export const SET_PASSWORD_DAYS = 7;

/** To an attendee of a paid registration without a password yet: choose one to sign in. */
export function setPasswordMail(args: {
  name: string;
  email: string;
  token: string;
  config: Config;
}): OutgoingMail {
  const link = `${args.config.publicUrl}/?reset=${encodeURIComponent(args.token)}`;
  const text = [
    `Dear ${args.name},`,
    "",
    "Your registration for the European Broker Meeting is paid: welcome!",
    `Open this link to set the password of your account (valid for ${SET_PASSWORD_DAYS} days, once):`,
    "",
    link,
    "",
    "With your account you can plan meetings with the other attendees and see the program.",
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>Your registration for the European Broker Meeting is paid: welcome!</p>
<p><a href="${escapeHtml(link)}">Set your password</a> (valid for ${SET_PASSWORD_DAYS} days, once).</p>
<p>With your account you can plan meetings with the other attendees and see the program.</p>`;
  return { kind: "set_password", to: args.email, subject: "Set your password", text, html };
}

/** To an attendee who already has a password: the registration is paid, sign in as before. */
export function registeredMail(args: { name: string; email: string; config: Config }): OutgoingMail {
  const link = `${args.config.publicUrl}/`;
  const text = [
    `Dear ${args.name},`,
    "",
    "Your registration for the European Broker Meeting is paid: welcome back!",
    `Sign in with your existing password at ${link}`,
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>Your registration for the European Broker Meeting is paid: welcome back!</p>
<p><a href="${escapeHtml(link)}">Sign in</a> with your existing password.</p>`;
  return { kind: "registration_paid", to: args.email, subject: "You are registered", text, html };
}
