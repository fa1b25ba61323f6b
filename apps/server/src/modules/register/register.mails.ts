import type { Config } from "../../config.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";

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
    kind: ADDRESS_IN_USE_KIND,
    to: args.email,
    subject: "Your e-mail address was entered in a registration",
    text,
    html,
  };
}
