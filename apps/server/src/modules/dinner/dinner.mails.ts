import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../../plugins/mail.ts";

/** The sign-up a mail is about. */
export interface DinnerMailFacts {
  to: { name: string; email: string };
  /** "Thursday 6 November" */
  dayLabel: string;
  editionName: string;
  publicUrl: string;
}

function compose(kind: string, facts: DinnerMailFacts, subject: string, paragraphs: string[]): OutgoingMail {
  const link = { label: "The program", href: `${facts.publicUrl}/program` };
  const text = [
    `Dear ${facts.to.name},`,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    `${link.label}: ${link.href}`,
  ]
    .join("\n")
    .trimEnd();
  const html = [
    `<p>Dear ${escapeHtml(facts.to.name)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  ].join("\n");
  return { kind, to: facts.to.email, subject, text, html };
}

/** The confirmation of part 1 §4: the organisers approved the sign-up. */
export function dinnerApprovedMail(facts: DinnerMailFacts): OutgoingMail {
  return compose("dinner_approved", facts, "Your place at the Captain's Dinner is confirmed", [
    `We are pleased to confirm your place at the Captain's Dinner of ${facts.editionName} on ${facts.dayLabel}.`,
    "The program shows the time and the venue. We look forward to welcoming you.",
  ]);
}

/** The organisers could not offer a place. */
export function dinnerDeclinedMail(facts: DinnerMailFacts): OutgoingMail {
  return compose("dinner_declined", facts, "Your sign-up for the Captain's Dinner", [
    `Thank you for signing up for the Captain's Dinner of ${facts.editionName} on ${facts.dayLabel}.`,
    "We are sorry that we cannot offer you a place this time. We hope to see you at the other events of the program.",
  ]);
}

/** "Thursday 6 November" of a YYYY-MM-DD date. */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}
