import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { companies, contacts, passwordResetTokens, sessions } from "../../db/schema/index.ts";
import type { SessionRow, UserRow } from "../../lib/session.ts";

export type { SessionRow, UserRow };

const userColumns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  function: contacts.function,
  profilePic: contacts.profilePic,
  companyId: contacts.companyId,
  companyName: companies.name,
  role: contacts.role,
  isActive: contacts.isActive,
  passwordHash: contacts.passwordHash,
};

export function authRepository(db: DbExecutor) {
  // Every signed-in request reads its session: prepared once per connection, built once here.
  let sessionByTokenHash: ReturnType<typeof prepareSessionByTokenHash> | undefined;
  const prepareSessionByTokenHash = () =>
    db
      .select({
        ...userColumns,
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .innerJoin(contacts, eq(contacts.id, sessions.contactId))
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
      .limit(1)
      .prepare("auth_session_by_token_hash");
  /** Revokes every live session of a contact, except `keepSessionId` when given. */
  async function revokeSessionsOf(contactId: number, now: Date, keepSessionId?: number) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.contactId, contactId),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
  }

  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(eq(contacts.email, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(eq(contacts.id, id))
        .limit(1);
      return row;
    },

    async findSessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      sessionByTokenHash ??= prepareSessionByTokenHash();
      const [row] = await sessionByTokenHash.execute({ tokenHash });
      return row;
    },

    async createSession(values: {
      tokenHash: string;
      contactId: number;
      expiresAt: Date;
      userAgent?: string;
    }) {
      await db.insert(sessions).values(values);
    },

    async touchSession(sessionId: number, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: number, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    /**
     * The only write of a password: it ends every session of the contact (but `keepSessionId`) and
     * every reset link still open, so whoever knew the old password or held a link is out. Run it
     * in the caller's transaction.
     */
    async setPasswordAndRevoke(contactId: number, passwordHash: string, now: Date, keepSessionId?: number) {
      await db.update(contacts).set({ passwordHash, updatedAt: now }).where(eq(contacts.id, contactId));
      await revokeSessionsOf(contactId, now, keepSessionId);
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.contactId, contactId), isNull(passwordResetTokens.usedAt)));
    },

    /**
     * A new link beside the ones still open: each works until it expires or any of them sets a
     * password (`setPasswordAndRevoke` ends them all). A request never ends another's link, so a
     * stranger asking for resets of someone's address cannot spoil the link the owner was sent.
     */
    async createResetToken(values: { tokenHash: string; contactId: number; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values);
    },

    async findLiveResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: passwordResetTokens.id, contactId: passwordResetTokens.contactId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** Marks the token used; returns false when another request used it first. */
    async consumeResetToken(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return rows.length === 1;
    },

    /**
     * Deletes sessions and reset tokens that ended before `before`, and sessions last seen before
     * `idleBefore`; returns how many rows went.
     */
    async purgeEnded(before: Date, idleBefore: Date): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, before),
            lt(sessions.revokedAt, before),
            lt(sessions.lastSeenAt, idleBefore),
          ),
        )
        .returning({ id: sessions.id });
      const tokens = await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, before), lt(passwordResetTokens.usedAt, before)))
        .returning({ id: passwordResetTokens.id });
      return gone.length + tokens.length;
    },
  };
}
