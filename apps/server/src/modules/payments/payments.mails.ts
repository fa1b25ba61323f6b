import type { Config } from "../../config.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";

/** How long the link of the first password mail after payment works. */
export const SET_PASSWORD_DAYS = 7;

/**
 * The two mails of an attendee whom a registration makes a user of its company: `setPassword` to
 * one without a password yet (a link to choose one), `registered` to one who has one (sign in as
 * before). `state` is what they say became of the registration ("paid", or "confirmed" when the
 * organisers verified it); `registeredKind` files the second mail in the outbox.
 */
export function activationMails(state: "paid" | "confirmed", registeredKind: string) {
  return {
    setPassword(args: { name: string; email: string; token: string; config: Config }): OutgoingMail {
      const link = `${args.config.publicUrl}/?reset=${encodeURIComponent(args.token)}`;
      const text = [
        `Dear ${args.name},`,
        "",
        `Your registration for the European Broker Meeting is ${state}: welcome!`,
        `Open this link to set the password of your account (valid for ${SET_PASSWORD_DAYS} days, once):`,
        "",
        link,
        "",
        "With your account you can plan meetings with the other attendees and see the program.",
      ].join("\n");
      const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>Your registration for the European Broker Meeting is ${state}: welcome!</p>
<p><a href="${escapeHtml(link)}">Set your password</a> (valid for ${SET_PASSWORD_DAYS} days, once).</p>
<p>With your account you can plan meetings with the other attendees and see the program.</p>`;
      return { kind: "set_password", to: args.email, subject: "Set your password", text, html };
    },

    registered(args: { name: string; email: string; config: Config }): OutgoingMail {
      const link = `${args.config.publicUrl}/`;
      const text = [
        `Dear ${args.name},`,
        "",
        `Your registration for the European Broker Meeting is ${state}: welcome back!`,
        `Sign in with your existing password at ${link}`,
      ].join("\n");
      const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>Your registration for the European Broker Meeting is ${state}: welcome back!</p>
<p><a href="${escapeHtml(link)}">Sign in</a> with your existing password.</p>`;
      return { kind: registeredKind, to: args.email, subject: "You are registered", text, html };
    },
  };
}

/** The attendees' mails of a paid registration. */
export const PAID_MAILS = activationMails("paid", "registration_paid");

/** To an attendee of a paid registration without a password yet: choose one to sign in. */
export const setPasswordMail = PAID_MAILS.setPassword;

/** To an attendee who already has a password: the registration is paid, sign in as before. */
export const registeredMail = PAID_MAILS.registered;
