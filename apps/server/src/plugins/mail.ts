import { desc, eq, is, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import fp from "fastify-plugin";
import type { Transporter } from "nodemailer";
import type { Db, DbExecutor } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { nodemailer } from "../lib/lazy.ts";
import type { JobHandler } from "./jobs.ts";
import { digestKey, type MailSender, mailFits, takeDigest } from "./mail-bound.ts";

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Who caused it, when a person (or a path anyone can call) did: such mail to one recipient is
   * bounded per sender and hour (plugins/mail-bound.ts). Mail the organisers' own work causes
   * once per change (a payment, a confirmation) has none.
   */
  sender?: MailSender;
}

export interface MailService {
  /** Writes the mail to the outbox, in the caller's transaction so it exists only if the change does. */
  enqueue(db: DbExecutor, mail: OutgoingMail): Promise<void>;
  /** Asks for the outbox to be sent now instead of at the job runner's next poll: call it after commit. */
  kick(): void;
  /** Sends every due mail once; returns how many were sent. Without SMTP it sends nothing. */
  flush(): Promise<number>;
  /** The `mail.send` handler, where SMTP is configured; without it mail stays in the outbox. */
  deliver?: JobHandler<{ mailId: number }>;
  /** The `mail.digest` handler: one mail naming what a sender's hour held back (mail-bound.ts). */
  sendDigest(payload: { to: string; senderKey: string }): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** The newest `count` mails of the outbox, newest first: what the development tools show. */
export function newestMails(db: DbExecutor, count: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(count);
}

/** With the one-hour cap on the delay, a mail is retried for about four days before it is given up. */
const MAX_ATTEMPTS = 100;
/** Well above the transport's timeouts, so a hanging server cannot outlive the claim on a mail. */
const LEASE_MS = 60_000;

/** Retry delay after the n-th failed attempt: 5 s, 10 s, 20 s ... at most one hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

/** What the outbox needs of an SMTP transport. */
export type SmtpTransport = Pick<Transporter, "sendMail" | "close">;

/**
 * The SMTP transport, made with the first mail it sends (nodemailer is loaded then: an instance
 * that does not run the mail jobs never needs it). Timeouts well below the lease of a `mail.send` job.
 */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  let transport: Transporter | undefined;
  const made = () => {
    transport ??= nodemailer().createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return transport;
  };
  return {
    sendMail: (mail) => made().sendMail(mail),
    close: () => transport?.close(),
  };
}

/**
 * The handler of `mail.send`: delivers the mail through the transport and records the outcome on
 * the outbox row. A failure is thrown on, so the job runner retries it with backoff.
 */
export function mailSender(deps: {
  db: Db;
  transport: SmtpTransport;
  from: string;
}): JobHandler<{ mailId: number }> {
  const { db, transport, from } = deps;
  return async ({ mailId }, job) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    // Sent or given up already (a job left from before an upgrade, or a removed mail).
    if (mail?.status !== "pending") return;
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    } catch (err) {
      // The job runner logs the failure; the outbox row keeps it for the development tools.
      const gaveUp = job.attempts >= job.maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          attempts: job.attempts,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
        })
        .where(eq(mailOutbox.id, mailId));
      throw err;
    }
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, attempts: job.attempts, lastError: null })
      .where(eq(mailOutbox.id, mailId));
  };
}

/** How `mail.send` is retried: each mail is sent by exactly one runner, for about four days. */
export const MAIL_SEND_OPTIONS = { maxAttempts: MAX_ATTEMPTS, retryDelayMs, leaseMs: LEASE_MS };

/**
 * The mail outbox. Every mail gets a `mail.send` job in the same transaction; with SMTP the job
 * registry (src/jobs.ts) has this instance run those jobs with `deliver`, without it the mail stays
 * in the outbox for the development tools.
 */
export default fp<{ smtpUrl?: string; from: string; publicUrl: string }>(
  async (app, opts) => {
    const transport = opts.smtpUrl ? createSmtpTransport(opts.smtpUrl) : undefined;
    // The job runner has stopped before any onClose hook runs, so no mail is being sent.
    if (transport) app.addHook("onClose", async () => transport.close());

    /** Writes a mail and its sending job: in the outbox as pending, sent by the `mail.send` job. */
    async function write(tx: DbExecutor, mail: OutgoingMail) {
      const { sender, ...fields } = mail;
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...fields, senderKey: sender?.key ?? null, senderLabel: sender?.label ?? null })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("the outbox did not take the mail");
      await app.jobs.enqueue(tx, "mail.send", { mailId: row.id }, { key: String(row.id) });
    }

    const service: MailService = {
      async enqueue(db, mail) {
        // Mail and job are written together or not at all: in the caller's transaction (no savepoint:
        // a booking holds its locks meanwhile), or in one of their own when called outside any.
        const together = (work: (tx: DbExecutor) => Promise<void>) =>
          is(db, PgTransaction) ? work(db) : db.transaction(work);
        await together(async (tx) => {
          const bound = mail.sender ? await mailFits(tx, mail.to, mail.sender) : { fits: true as const };
          if (bound.fits) return write(tx, mail);
          const { sender, ...fields } = mail;
          await tx.insert(mailOutbox).values({
            ...fields,
            status: "folded",
            senderKey: sender?.key ?? null,
            senderLabel: sender?.label ?? null,
          });
          await app.jobs.enqueue(
            tx,
            "mail.digest",
            { to: mail.to, senderKey: sender?.key ?? "" },
            { runAt: bound.digestAt, key: digestKey(mail.to, sender?.key ?? "") },
          );
        });
      },
      kick() {
        app.jobs.wake(["mail.send"]);
      },
      async flush() {
        const { done } = await app.jobs.runDue({ names: ["mail.send"] });
        return done;
      },
      deliver: transport ? mailSender({ db: app.db, transport, from: opts.from }) : undefined,
      async sendDigest({ to, senderKey }) {
        const written = await app.db.transaction(async (tx) => {
          const digest = await takeDigest(tx, to, senderKey, opts.publicUrl);
          if (digest) await write(tx, digest);
          return digest !== undefined;
        });
        if (written) service.kick();
      },
    };
    app.decorate("mail", service);
  },
  { name: "mail", dependencies: ["db", "jobs"] },
);
