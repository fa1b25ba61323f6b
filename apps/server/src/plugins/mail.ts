import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db, DbExecutor } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailService {
  /** Writes the mail to the outbox, in the caller's transaction so it exists only if the change does. */
  enqueue(db: DbExecutor, mail: OutgoingMail): Promise<void>;
  /** Asks the sender to look at the outbox now instead of at its next tick. */
  kick(): void;
  /** Sends every due mail once; returns how many were sent. Without SMTP it sends nothing. */
  flush(): Promise<number>;
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
const BATCH = 20;
const LOCK_MS = 60_000;
const TICK_MS = 5_000;

/** The database's time `ms` milliseconds from now. */
const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Retry delay after the n-th failed attempt: 5 s, 10 s, 20 s ... at most one hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

/** Timeouts well below LOCK_MS, so a hanging server cannot outlive the claim on a mail. */
export const createSmtpTransport = (smtpUrl: string): Transporter =>
  nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

/**
 * Sends due mail of the outbox through one transport. Several senders (instances) may work on the
 * same outbox at once: each mail is claimed by exactly one of them.
 */
export function outboxSender(deps: { db: Db; transport: Transporter; from: string; log: FastifyBaseLogger }) {
  const { db, transport, from, log } = deps;
  /**
   * Claims one due mail for LOCK_MS. The claim re-checks every condition on the row it locks, so
   * of several instances exactly one wins a mail, and a mail already sent is never claimed again.
   */
  async function claimNext() {
    // Times come from the database's clock: the same for every instance, and the one that stamped the rows.
    const now = sql`now()`;
    const due = and(
      eq(mailOutbox.status, "pending"),
      lte(mailOutbox.nextAttemptAt, now),
      or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
    );
    const [mail] = await db
      .update(mailOutbox)
      .set({ lockedUntil: afterMs(LOCK_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        and(
          inArray(
            mailOutbox.id,
            db.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(asc(mailOutbox.id)).limit(1),
          ),
          due,
        ),
      )
      .returning();
    return mail;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const mail = await claimNext();
      if (!mail) break;
      try {
        await transport.sendMail({
          from: from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (err) {
        const gaveUp = mail.attempts >= MAX_ATTEMPTS;
        const report = gaveUp ? log.error.bind(log) : log.warn.bind(log);
        report(
          { err, mailId: mail.id, attempts: mail.attempts },
          gaveUp ? "mail given up" : "mail delivery failed",
        );
        await db
          .update(mailOutbox)
          .set({
            status: gaveUp ? "failed" : "pending",
            lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
            lockedUntil: null,
            nextAttemptAt: afterMs(retryDelayMs(mail.attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }
  return { sendDue };
}

export default fp<{ smtpUrl?: string; from: string; tickMs?: number }>(
  async (app, opts) => {
    const transport = opts.smtpUrl ? createSmtpTransport(opts.smtpUrl) : undefined;
    const sender = transport
      ? outboxSender({ db: app.db, transport, from: opts.from, log: app.log })
      : undefined;
    let running: Promise<number> | undefined;

    const flush = () => {
      running ??= (sender ? sender.sendDue() : Promise.resolve(0)).finally(() => {
        running = undefined;
      });
      return running;
    };

    const service: MailService = {
      async enqueue(db, mail) {
        await db.insert(mailOutbox).values({ ...mail, status: "pending" });
      },
      kick() {
        if (transport)
          setImmediate(() => flush().catch((err) => app.log.error({ err }, "mail flush failed")));
      },
      flush,
    };
    app.decorate("mail", service);

    if (transport) {
      const timer = setInterval(() => service.kick(), opts.tickMs ?? TICK_MS);
      timer.unref();
      app.addHook("onClose", async () => {
        clearInterval(timer);
        await running?.catch(() => undefined);
        transport.close();
      });
    }
  },
  { name: "mail", dependencies: ["db"] },
);
