import type { MailQuery, OutboxMail, OutboxMailDetail } from "@ebm/shared/schemas/organiser-mail";
import { AppError, assertOr, notFound } from "../../../lib/errors.ts";
import { withSecretsHidden } from "../../../lib/redact-url.ts";
import type { Actor } from "../audit/audit.service.ts";
import type { OrganiserDeps } from "../organiser.deps.ts";
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

/** The console's mail section: the outbox, one mail's text, and sending a failed one again. */
export function mailConsole(deps: OrganiserDeps) {
  const { infra, audit } = deps;

  return {
    /** One page of the outbox, newest first. */
    async list(query: MailQuery) {
      const { items, total } = await mailRepository(infra.db).page({
        q: query.q || undefined,
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toItem), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(id: number): Promise<OutboxMailDetail> {
      const row = await mailRepository(infra.db).byId(id);
      assertOr(row, notFound(MAIL_CONSOLE_MESSAGES.notFound));
      return { ...toItem(row), replyTo: row.replyTo, text: withSecretsHidden(row.text) };
    },

    /**
     * Puts a failed mail back in the outbox with a new `mail.send` job, in one transaction with its
     * audit entry; 409 for a mail that has not failed (it is pending or sent already).
     */
    async retry(actor: Actor, id: number): Promise<OutboxMail> {
      const row = await infra.db.transaction(async (tx) => {
        const repo = mailRepository(tx);
        const mail = await repo.lock(id);
        assertOr(mail, notFound(MAIL_CONSOLE_MESSAGES.notFound));
        assertOr(mail.status === "failed", new AppError(409, MAIL_CONSOLE_MESSAGES.notFailed));
        const requeued = await repo.requeue(id);
        await infra.jobs.enqueue(tx, "mail.send", { mailId: id }, { key: String(id) });
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
      infra.mail.kick();
      return toItem(row);
    },
  };
}
