import type { DbExecutor } from "../db/client.ts";

/** Who did it: a signed-in organiser (the session's user); their name is looked up when not given. */
export interface AuditActor {
  id: number;
  name?: string;
}

/** One action for the audit log: `<object>.<verb>`, its object, one readable line, and what changed. */
export interface AuditEntryInput {
  action: string;
  objectType: string;
  objectId?: string | number | null;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one entry to the organiser audit log in `tx`, the transaction of the change itself, so
 * the entry exists exactly when the change does. Modules outside the console are handed this
 * (the console's `audit.record`, wired in services.ts) instead of reaching into the console.
 * @example await recordAudit(tx, { id: staffId }, { action: "checkin.checkin", objectType: "checkin", objectId: id, summary });
 */
export type RecordAudit = (tx: DbExecutor, actor: AuditActor, entry: AuditEntryInput) => Promise<unknown>;
