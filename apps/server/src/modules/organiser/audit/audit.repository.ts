import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { auditLog, contacts } from "../../../db/schema/index.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function auditRepository(db: DbExecutor) {
  return {
    async actorName(contactId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: contacts.name })
        .from(contacts)
        .where(eq(contacts.id, contactId))
        .limit(1);
      return row?.name;
    },

    async insert(row: NewAuditRow): Promise<AuditRow> {
      const [stored] = await db.insert(auditLog).values(row).returning();
      if (!stored) throw new Error("the audit entry was not stored");
      return stored;
    },

    /** Newest first; `q` matches the summary, the action or the actor's name. */
    async page(opts: { q?: string; objectType?: string; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (opts.objectType) conditions.push(eq(auditLog.objectType, opts.objectType));
      if (opts.q) {
        const like = containing(opts.q);
        const match = or(
          ilike(auditLog.summary, like),
          ilike(auditLog.action, like),
          ilike(auditLog.actorName, like),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(opts.limit)
          .offset(opts.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },
  };
}
