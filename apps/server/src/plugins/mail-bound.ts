import { and, asc, count, eq, gt, inArray, isNull, min, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { escapeHtml } from "../lib/html.ts";

/**
 * Mail from one sender to one recipient, whatever the path (meeting requests and answers,
 * reminders, unread chat, the contact form, password resets): at most this many an hour. The rest
 * are kept in the outbox as folded and named in one digest once the hour is over, so that no loop
 * of calls can fill a person's inbox and nothing is lost either.
 */
export const MAILS_PER_SENDER_PER_HOUR = 5;
const HOUR_MS = 3_600_000;
/** Subjects a digest names one by one; the rest are counted. */
const DIGEST_LISTS = 20;

/** Who caused a mail, for the bound: `contact:<id>`, `address:<digest>`, or a system path's name. */
export interface MailSender {
  key: string;
  /** How the digest names the sender: "Anna Schmidt (Demo Trading B.V.)", "Password reset requests". */
  label: string;
}

/** The person behind a mail a signed-in user caused. */
export const contactSender = (person: { id: number; name: string; companyName?: string }): MailSender => ({
  key: `contact:${person.id}`,
  label: person.companyName ? `${person.name} (${person.companyName})` : person.name,
});

/**
 * The organisers as the sender of the mails their console's changes cause: bounded per organiser
 * and recipient like anyone's, so that no run of changes fills an attendee's inbox.
 */
export const organiserSender = (organiserId: number): MailSender => ({
  key: `organiser:${organiserId}`,
  label: "The organisers",
});

/**
 * Whether a mail from `sender` to `to` still fits the hour, decided under a lock of the pair held
 * to the end of the caller's transaction, so that mails written at the same moment cannot all pass.
 * When it does not, answers when the oldest mail of the hour leaves it: the digest's time.
 */
export async function mailFits(
  tx: DbExecutor,
  to: string,
  sender: MailSender,
): Promise<{ fits: true } | { fits: false; digestAt: Date }> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`mail-bound\n${to}\n${sender.key}`}, 0))`,
  );
  const [row] = await tx
    .select({ sent: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to, to),
        eq(mailOutbox.senderKey, sender.key),
        ne(mailOutbox.status, "folded"),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((row?.sent ?? 0) < MAILS_PER_SENDER_PER_HOUR) return { fits: true };
  return { fits: false, digestAt: new Date((row?.oldest ?? new Date()).getTime() + HOUR_MS) };
}

/** The key of the one pending digest of a pair. */
export const digestKey = (to: string, senderKey: string) => `${senderKey}\n${to}`;

/**
 * The digest of a pair: the folded mails not told yet are marked told (their `sentAt`), and one
 * mail names them. Returns the digest to write, or undefined when there is nothing to tell.
 */
export async function takeDigest(tx: DbExecutor, to: string, senderKey: string, publicUrl: string) {
  const folded = await tx
    .select({ id: mailOutbox.id, subject: mailOutbox.subject, label: mailOutbox.senderLabel })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to, to),
        eq(mailOutbox.senderKey, senderKey),
        eq(mailOutbox.status, "folded"),
        isNull(mailOutbox.sentAt),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .for("update");
  if (folded.length === 0) return undefined;
  await tx
    .update(mailOutbox)
    .set({ sentAt: sql`now()` })
    .where(
      inArray(
        mailOutbox.id,
        folded.map((mail) => mail.id),
      ),
    );
  return digestMail({
    to,
    sender: folded.at(-1)?.label ?? "the same sender",
    subjects: folded.map((mail) => mail.subject),
    publicUrl,
  });
}

/** One mail that names the mails of an hour that were held back. */
export function digestMail(args: { to: string; sender: string; subjects: string[]; publicUrl: string }) {
  const { sender, subjects } = args;
  const listed = subjects.slice(0, DIGEST_LISTS);
  const more = subjects.length - listed.length;
  const intro = `${sender} caused ${subjects.length} more ${subjects.length === 1 ? "message" : "messages"} to you within an hour. To keep your inbox readable, they were not sent one by one:`;
  const outro = "Everything is in the app; sign in to see the latest state.";
  const text = [
    "Hello,",
    "",
    intro,
    "",
    ...listed.map((subject) => `- ${subject}`),
    ...(more > 0 ? [`- ... and ${more} more`] : []),
    "",
    `${outro} ${args.publicUrl}`,
  ].join("\n");
  const html = [
    "<p>Hello,</p>",
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${listed.map((subject) => `<li>${escapeHtml(subject)}</li>`).join("")}${more > 0 ? `<li>... and ${more} more</li>` : ""}</ul>`,
    `<p>${escapeHtml(outro)} <a href="${escapeHtml(args.publicUrl)}">${escapeHtml(args.publicUrl)}</a></p>`,
  ].join("\n");
  return {
    kind: "digest",
    to: args.to,
    subject: `${subjects.length} more ${subjects.length === 1 ? "message" : "messages"} from ${sender}`,
    text,
    html,
  };
}
