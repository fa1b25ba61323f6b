import type { UserRole } from "@ebm/shared/schemas/auth";
import { ROLE_LABELS, type StaffMember } from "@ebm/shared/schemas/organiser-staff";
import type { Db, DbExecutor } from "../../../db/client.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import type { Actor, auditService } from "../audit/audit.service.ts";
import { staffRepository } from "./staff.repository.ts";

/** Why a role change is refused. */
export const STAFF_REFUSAL = {
  lastOrganiser:
    "The last organiser cannot stop being one: make someone else organiser first, so the console keeps an owner.",
  inactive: "This account is deactivated: activate it before giving it a staff role.",
  unknown: "No account has this id.",
} as const;

/** What the role means, as the audit log's summary says it. */
const described: Record<UserRole, string> = {
  organiser: "organiser staff",
  desk: "desk staff (check-in only)",
  attendee: "an attendee (no staff role)",
};

type AuditLine = Parameters<ReturnType<typeof auditService>["record"]>[2];

/** Writes a role change's audit entry in the change's transaction, naming who made it. */
export type WriteAudit = (tx: DbExecutor, line: AuditLine) => Promise<unknown>;

/**
 * Changes an account's role in one transaction that first locks the organisers and the account, so
 * two organisers taking each other's role at once cannot leave the console without one. Writes the
 * audit entry in the same transaction. 404 for an unknown account, 409 for the last organiser.
 */
export async function changeRole(
  db: Db,
  writeAudit: WriteAudit,
  contactId: number,
  role: UserRole,
): Promise<StaffMember & { changed: boolean }> {
  return db.transaction(async (tx) => {
    const repo = staffRepository(tx);
    const { account, organisers } = await repo.lockForChange(contactId);
    if (!account) throw notFound(STAFF_REFUSAL.unknown);
    const { isActive, ...member } = account;
    if (account.role === role) return { ...member, changed: false };
    if (account.role === "organiser" && organisers <= 1)
      throw new AppError(409, STAFF_REFUSAL.lastOrganiser, "role");
    if (!isActive && role !== "attendee") throw new AppError(409, STAFF_REFUSAL.inactive, "role");

    await repo.setRole(contactId, role);
    await writeAudit(tx, {
      action: role === "attendee" ? "staff.revoke" : "staff.grant",
      objectType: "contact",
      objectId: String(contactId),
      summary: `Made ${account.name} ${described[role]}, was ${ROLE_LABELS[account.role].toLowerCase()}`,
      before: { role: account.role },
      after: { role },
    });
    return { ...member, role, changed: true };
  });
}

/** What the section uses: nothing more is handed to it. */
export interface StaffConsoleDeps {
  db: Db;
  audit: Pick<ReturnType<typeof auditService>, "record">;
}

/** The console's staff section: who is organiser or desk staff, and giving and taking the roles. */
export function staffConsole({ db, audit }: StaffConsoleDeps) {
  return {
    async list(): Promise<StaffMember[]> {
      return staffRepository(db).staff();
    },
    async candidates(q: string): Promise<StaffMember[]> {
      return staffRepository(db).candidates(q);
    },
    setRole(contactId: number, role: UserRole, actor: Actor) {
      return changeRole(db, (tx, line) => audit.record(tx, actor, line), contactId, role);
    },
  };
}
