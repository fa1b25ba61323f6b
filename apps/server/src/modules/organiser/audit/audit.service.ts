import type { AuditEntry, PageQuery } from "@ebm/shared/schemas/organiser";
import type { Db, DbExecutor } from "../../../db/client.ts";
import type { AuditActor, AuditEntryInput } from "../../../lib/audit.ts";
import { type AuditRow, auditRepository } from "./audit.repository.ts";

/** Who did it (the signed-in organiser) and what one action changed: the audit log's shared shapes. */
export type Actor = AuditActor;
export type AuditRecord = AuditEntryInput;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  objectType: row.objectType,
  objectId: row.objectId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Dates become ISO text so the entry reads the same from jsonb as it was written. */
function plain(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/**
 * The audit log of the organiser console: every organiser action writes one entry, in the
 * transaction of the change itself (pass its `tx`), so an entry exists exactly when the change does.
 */
export function auditService(db: Db) {
  return {
    /**
     * Writes one entry in `tx` (the change's own transaction).
     * @example await audit.record(tx, actor, { action: "dinner.approve", objectType: "dinner", objectId: id,
     *   summary: `Approved ${name}'s dinner sign-up for day 1`, before: { status: 0 }, after: { status: 1 } });
     */
    async record(tx: DbExecutor, actor: Actor, entry: AuditRecord): Promise<AuditEntry> {
      const repo = auditRepository(tx);
      const actorName = actor.name ?? (await repo.actorName(actor.id)) ?? `#${actor.id}`;
      const row = await repo.insert({
        actorId: actor.id,
        actorName,
        action: entry.action,
        objectType: entry.objectType,
        objectId: entry.objectId == null ? null : String(entry.objectId),
        summary: entry.summary,
        before: plain(entry.before),
        after: plain(entry.after),
      });
      return toEntry(row);
    },

    /** One page of the log, newest first. */
    async list(query: PageQuery & { objectType?: string }) {
      const { items, total } = await auditRepository(db).page({
        q: query.q || undefined,
        objectType: query.objectType,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toEntry), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
