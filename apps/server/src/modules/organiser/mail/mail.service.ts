import type { MailQuery, OutboxMail, OutboxMailDetail } from "@ebm/shared/schemas/organiser-mail";
import type { Db } from "../../../db/client.ts";
import { AppError, assertOr, notFound } from "../../../lib/errors.ts";
import { withSecretsHidden } from "../../../lib/redact-url.ts";
import type { JobRunner } from "../../../plugins/jobs.ts";
import type { MailService } from "../../../plugins/mail.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { mailRepository, type OutboxListRow } from "./mail.repository.ts";

export const MAIL_CONSOLE_MESSAGES = {
  notFound: "This mail is not in the outbox.",
  notFailed: "Only a mail whose sending failed can be sent again.",
};

const toItem = (row: OutboxListRow): OutboxMail => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** What the section uses: nothing more is handed to it. */
export interface MailConsoleDeps {
  db: Db;
  jobs: Pick<JobRunner, "enqueue">;
  mail: Pick<MailService, "kick">;
  audit: AuditService;
}

/** The console's mail section: the outbox, one mail's text, and sending a failed one again. */
export function mailConsole(deps: MailConsoleDeps) {
  const { db, jobs, mail, audit } = deps;

  return {
    /** One page of the outbox, newest first. */
    async list(query: MailQuery) {
      const { items, total } = await mailRepository(db).page({
        q: query.q || undefined,
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toItem), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id: number): Promise<OutboxMailDetail> {
      const row = await mailRepository(db).byId(id);
      assertOr(row, notFound(MAIL_CONSOLE_MESSAGES.notFound));
      return { ...toItem(row), replyTo: row.replyTo, text: withSecretsHidden(row.text) };
    },

    /**
     * Puts a failed mail back in the outbox with a new `mail.send` job, in one transaction with its
     * audit entry; 409 for a mail that has not failed (it is pending or sent already).
     */
    async retry(actor: Actor, id: number): Promise<OutboxMail> {
      const row = await db.transaction(async (tx) => {
        const repo = mailRepository(tx);
        const mail = await repo.lock(id);
        assertOr(mail, notFound(MAIL_CONSOLE_MESSAGES.notFound));
        assertOr(mail.status === "failed", new AppError(409, MAIL_CONSOLE_MESSAGES.notFailed));
        const requeued = await repo.requeue(id);
        await jobs.enqueue(tx, "mail.send", { mailId: id }, { key: String(id) });
        await audit.record(tx, actor, {
          action: "mail.retry",
          objectType: "mail",
          objectId: id,
          summary: `Sent the failed mail “${mail.subject}” to ${mail.to} again`,
          before: { status: mail.status, attempts: mail.attempts, lastError: mail.lastError },
          after: { status: requeued.status, attempts: requeued.attempts },
        });
        return requeued;
      });
      mail.kick();
      return toItem(row);
    },
  };
}
