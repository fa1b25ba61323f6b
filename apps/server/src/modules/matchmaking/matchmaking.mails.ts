import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";
import type { MailSender } from "../../plugins/mail-bound.ts";

/** New possible matches named in one digest, at most. */
export const DIGEST_MATCHES_MAX = 5;

/** The digest is the app's own mail, bounded per recipient and hour like any other path's. */
export const MATCH_DIGEST_SENDER: MailSender = { key: "system:match-digest", label: "Possible matches" };

/** One company the digest names, with its best reason. */
export interface DigestMatch {
  companyId: number;
  companyName: string;
  country: string;
  reason: string;
}

/**
 * To an attendee with new possible matches since the last digest: each company with its best
 * reason and a link to its page. The profile's switch of possible matches turns these mails off.
 */
export function matchDigestMail(args: {
  to: { name: string; email: string };
  matches: readonly DigestMatch[];
  editionName: string;
  publicUrl: string;
}): OutgoingMail {
  const { to, matches, publicUrl } = args;
  const intro =
    matches.length === 1
      ? `We found a new possible match for you at ${args.editionName}:`
      : `We found ${matches.length} new possible matches for you at ${args.editionName}:`;
  const page = (m: DigestMatch) => `${publicUrl}/attendeeDetails/${m.companyId}`;
  const all = `${publicUrl}/attendees`;
  const outro =
    "Ask them for a meeting from their company page. You get this mail only when there are new matches; turn possible matches off in your profile.";
  const text = [
    `Dear ${to.name},`,
    "",
    intro,
    "",
    ...matches.flatMap((m) => [`- ${m.companyName} (${m.country}): ${m.reason}`, `  ${page(m)}`]),
    "",
    `All attendees by match: ${all}`,
    "",
    outro,
  ].join("\n");
  const html = [
    `<p>Dear ${escapeHtml(to.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    "<ul>",
    ...matches.map(
      (m) =>
        `<li><a href="${escapeHtml(page(m))}">${escapeHtml(m.companyName)}</a> (${escapeHtml(m.country)}): ${escapeHtml(m.reason)}</li>`,
    ),
    "</ul>",
    `<p><a href="${escapeHtml(all)}">All attendees by match</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join("\n");
  return {
    sender: MATCH_DIGEST_SENDER,
    kind: "match_digest",
    to: to.email,
    subject:
      matches.length === 1
        ? "A new possible match for you"
        : `${matches.length} new possible matches for you`,
    text,
    html,
  };
}
