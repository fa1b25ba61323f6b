import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import fp from "fastify-plugin";
import nodemailer, { type Transporter } from "nodemailer";
import type { DbExecutor } from "../db/client.ts";
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

const MAX_ATTEMPTS = 10;
const BATCH = 20;
const LOCK_MS = 60_000;
const TICK_MS = 5_000;

/** Retry delay after the n-th failed attempt: 5 s, 10 s, 20 s ... at most one hour. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

export default fp<{ smtpUrl?: string; from: string; tickMs?: number }>(
  async (app, opts) => {
    const transport: Transporter | undefined = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : undefined;
    let running: Promise<number> | undefined;

    async function sendDue(): Promise<number> {
      if (!transport) return 0;
      const now = new Date();
      const due = await app.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, "pending"),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH);
      if (due.length === 0) return 0;
      // The conditional update claims the batch for a minute: of several instances only one wins a row.
      const claimed = await app.db
        .update(mailOutbox)
        .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          and(
            inArray(
              mailOutbox.id,
              due.map((d) => d.id),
            ),
            or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
          ),
        )
        .returning();
      let sent = 0;
      for (const mail of claimed) {
        try {
          await transport.sendMail({
            from: opts.from,
            to: mail.to,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
          await app.db
            .update(mailOutbox)
            .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          sent++;
        } catch (err) {
          const gaveUp = mail.attempts >= MAX_ATTEMPTS;
          app.log.warn({ err, mailId: mail.id, attempts: mail.attempts }, "mail delivery failed");
          await app.db
            .update(mailOutbox)
            .set({
              status: gaveUp ? "failed" : "pending",
              lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
              lockedUntil: null,
              nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts)),
            })
            .where(eq(mailOutbox.id, mail.id));
        }
      }
      return sent;
    }

    const flush = () => {
      running ??= sendDue().finally(() => {
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
