import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { mailOutbox } from "../../../db/schema/index.ts";
import { containing } from "../audit/audit.repository.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What the list shows of a mail: everything but its text. */
const listColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
export type OutboxListRow = Pick<OutboxRow, keyof typeof listColumns>;

/** The outbox as the console reads it, and the one change it makes (a retry). */
export function mailRepository(db: DbExecutor) {
  return {
    /** Newest first; `q` matches the recipient or the subject. */
    async page(opts: { q?: string; status?: OutboxRow["status"]; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (opts.status) conditions.push(eq(mailOutbox.status, opts.status));
      if (opts.q) {
        const like = containing(opts.q);
        const match = or(ilike(mailOutbox.to, like), ilike(mailOutbox.subject, like));
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async byId(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    /** The mail, locked for the rest of the transaction (a retry and a send do not cross). */
    async lock(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
      return row;
    },

    /** Back in the outbox: pending, its attempts counted again from nought. */
    async requeue(id: number): Promise<OutboxListRow> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0 })
        .where(eq(mailOutbox.id, id))
        .returning(listColumns);
      if (!row) throw new Error("the mail to retry was not found");
      return row;
    },
  };
}
