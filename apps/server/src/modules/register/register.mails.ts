import type { Config } from "../../config.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";
import { activationMails } from "../payments/index.ts";

export const ADDRESS_IN_USE_KIND = "registration_address_in_use";

/** An owner hears of registrations naming them at most once a day, however often they are named. */
export const ADDRESS_IN_USE_QUIET_HOURS = 24;

/**
 * To the person whose address was entered as an attendee of another company's registration. The
 * registration is answered as any other, so the form never tells a stranger whose address is on
 * file; the owner learns it here instead. Nothing the registering party typed is repeated (no
 * company or attendee name), so the mail cannot carry someone else's message to any address.
 */
export function addressInUseMail(args: {
  name: string;
  email: string;
  /** The person already attends the current edition with their own company. */
  attends: boolean;
  config: Config;
}): OutgoingMail {
  const contactLink = `${args.config.publicUrl}/contact`;
  const status = args.attends
    ? "You are already registered for this edition with your own company, and that does not change."
    : "Your account stays with your own company, so this registration does not make you an attendee.";
  const intro =
    "Someone has just entered your e-mail address as an attendee in a registration of another company for the European Broker Meeting.";
  const text = [
    `Dear ${args.name},`,
    "",
    intro,
    status,
    "",
    `If you expected this (for example because you have moved to that company), please contact the organisers at ${contactLink} so they can move your account. Otherwise you can ignore this mail.`,
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>${escapeHtml(intro)} ${escapeHtml(status)}</p>
<p>If you expected this (for example because you have moved to that company), please <a href="${escapeHtml(contactLink)}">contact the organisers</a> so they can move your account. Otherwise you can ignore this mail.</p>`;
  return {
    // Anybody can type another's address into a registration: bounded like mail a person causes.
    sender: { key: "system:address-in-use", label: "Registrations that entered your address" },
    kind: ADDRESS_IN_USE_KIND,
    to: args.email,
    subject: "Your e-mail address was entered in a registration",
    text,
    html,
  };
}

export const REGISTRATION_VERIFIED_KIND = "registration_verified";
export const REGISTRATION_DECLINED_KIND = "registration_declined";

/** To the company's contact (its registration's first attendee): the organisers verified the registration. */
export function registrationVerifiedMail(args: {
  name: string;
  email: string;
  companyName: string;
  attendees: number;
  config: Config;
}): OutgoingMail {
  const seats = args.attendees === 1 ? "1 seat" : `${args.attendees} seats`;
  const lines = [
    `We have verified the registration of ${args.companyName} for the European Broker Meeting: your ${seats} are confirmed.`,
    "Every attendee named in the registration receives an e-mail of their own to sign in to the event app, where they can plan meetings with the other attendees.",
    "A member of our sales team will contact you within two working days to complete your registration and membership.",
  ];
  const text = [`Dear ${args.name},`, "", ...lines, "", `${args.config.publicUrl}/`].join("\n");
  const html = `<p>Dear ${escapeHtml(args.name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}`;
  return {
    kind: REGISTRATION_VERIFIED_KIND,
    to: args.email,
    subject: "Your registration is confirmed",
    text,
    html,
  };
}

/** To the company's contact: the organisers declined the registration, with their reason. */
export function registrationDeclinedMail(args: {
  name: string;
  email: string;
  companyName: string;
  reason: string;
  config: Config;
}): OutgoingMail {
  const contactLink = `${args.config.publicUrl}/contact`;
  const intro = `We are sorry: we cannot accept the registration of ${args.companyName} for the European Broker Meeting.`;
  const text = [
    `Dear ${args.name},`,
    "",
    intro,
    "",
    "The reason:",
    args.reason,
    "",
    `No payment is due. If you have questions, please contact the organisers at ${contactLink}.`,
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(args.name)},</p>
<p>${escapeHtml(intro)}</p>
<p>The reason:</p>
<blockquote>${escapeHtml(args.reason).replace(/\n/g, "<br>")}</blockquote>
<p>No payment is due. If you have questions, please <a href="${escapeHtml(contactLink)}">contact the organisers</a>.</p>`;
  return {
    kind: REGISTRATION_DECLINED_KIND,
    to: args.email,
    subject: "Your registration for the European Broker Meeting",
    text,
    html,
  };
}

/** The attendees' mails of a registration the organisers verified: it is "confirmed". */
export const VERIFIED_MAILS = activationMails("confirmed", "registration_verified_attendee");
