import type { SessionUser } from "@ebm/shared/schemas/auth";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { assertStrongPassword, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { type SessionRow, toAuthUser, type UserRow } from "../../lib/session.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import type { MailService } from "../../plugins/mail.ts";
import { passwordResetMail } from "./auth.mails.ts";
import { authRepository } from "./auth.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export const INVALID_RESET_TOKEN_MSG =
  "This password reset link is invalid or has expired. Please request a new one.";

export { type AuthUser, toAuthUser } from "../../lib/session.ts";

export function authService(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  /** Told after sessions of a user were revoked, so live connections can check theirs. */
  onSessionsRevoked?: (userId: number) => void;
  /**
   * Ends, in the transaction of a new password, what else the old credentials opened (the
   * calendar feed's secret address): whoever held the account before must lose all of it.
   */
  onCredentialsChanged: (tx: Tx, userId: number) => Promise<void>;
  now?: () => Date;
}) {
  const { db, config, mail } = deps;
  const revoked = (userId: number) => deps.onSessionsRevoked?.(userId);
  const now = deps.now ?? (() => new Date());
  const repo = authRepository(db);

  /**
   * Every path that sets a password comes here, so none can forget what must go with it: the
   * strength check, and the end of the user's other sessions, outstanding reset links and other
   * secrets (`onCredentialsChanged`), all in the same transaction as the new hash, announced so
   * live connections recheck their sessions.
   */
  async function setPassword(
    user: Pick<UserRow, "id" | "email" | "name" | "companyName">,
    password: string,
    opts: { keepSessionId?: number; resetTokenId?: number },
  ): Promise<void> {
    await assertStrongPassword(password, [user.email, user.name, user.companyName]);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const txRepo = authRepository(tx);
      // The link is taken first, so of two requests with one link only one sets a password.
      if (opts.resetTokenId !== undefined && !(await txRepo.consumeResetToken(opts.resetTokenId, now())))
        throw badRequest(INVALID_RESET_TOKEN_MSG, "token");
      await txRepo.setPasswordAndRevoke(user.id, passwordHash, now(), opts.keepSessionId);
      await deps.onCredentialsChanged(tx, user.id);
    });
    revoked(user.id);
  }

  return {
    /** Checks credentials and opens a session; the same error for an unknown e-mail and a wrong password. */
    async login(email: string, password: string, userAgent?: string): Promise<SessionUser> {
      const user = await repo.findUserByEmail(email);
      const ok = await verifyPassword(user?.isActive ? user.passwordHash : null, password);
      if (!user || !ok) throw badRequest("Your email address and/or password is incorrect.");
      const token = newToken();
      await repo.createSession({
        tokenHash: hashToken(token),
        contactId: user.id,
        expiresAt: new Date(now().getTime() + config.SESSION_ABSOLUTE_DAYS * DAY_MS),
        userAgent: userAgent?.slice(0, 300),
      });
      return { ...toAuthUser(user), token };
    },

    /** The session behind a bearer token, or undefined when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<SessionRow | undefined> {
      const session = await repo.findSessionByTokenHash(hashToken(token));
      const at = now();
      if (!session || session.revokedAt || !session.isActive) return undefined;
      if (session.expiresAt <= at) return undefined;
      if (at.getTime() - session.lastSeenAt.getTime() > config.SESSION_IDLE_DAYS * DAY_MS) return undefined;
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(session.sessionId, at);
      return session;
    },

    /** The user as stored now, for the updated-user header after a change to the profile. */
    user: (id: number): Promise<UserRow | undefined> => repo.findUserById(id),

    async logout(session: SessionRow): Promise<void> {
      await repo.revokeSession(session.sessionId, now());
      revoked(session.id);
    },

    /** Always resolves the same way, so the answer does not reveal whether an e-mail is on file. */
    /**
     * A new link for the contact to set their password with, valid until `expiresAt` (or until any
     * of their links sets one), written in the caller's transaction; the token to mail.
     */
    async issueResetToken(tx: Tx, contactId: number, expiresAt: Date): Promise<string> {
      const token = newToken();
      await authRepository(tx).createResetToken({ tokenHash: hashToken(token), contactId, expiresAt });
      return token;
    },

    /**
     * `requester` names the client network that asked (a digest): the mails one network causes to
     * one address are bounded per hour, while the owner asking from elsewhere still gets theirs.
     */
    async requestPasswordReset(email: string, requester: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user?.isActive) return;
      const token = newToken();
      await db.transaction(async (tx) => {
        await authRepository(tx).createResetToken({
          tokenHash: hashToken(token),
          contactId: user.id,
          expiresAt: new Date(now().getTime() + config.RESET_TOKEN_MINUTES * 60 * 1000),
        });
        await mail.enqueue(tx, passwordResetMail({ user, token, config, requester }));
      });
      mail.kick();
    },

    async verifyResetToken(token: string): Promise<{ isSuccess: boolean; msg: string }> {
      const row = await repo.findLiveResetToken(hashToken(token), now());
      return row
        ? { isSuccess: true, msg: "Token is valid." }
        : { isSuccess: false, msg: INVALID_RESET_TOKEN_MSG };
    },

    /**
     * Removes sessions and reset tokens that can no longer be used: expired, revoked or idle for
     * longer than the idle limit, a day ago or more (kept that day for support questions).
     */
    purgeEnded(): Promise<number> {
      const at = now().getTime();
      return repo.purgeEnded(new Date(at - DAY_MS), new Date(at - (config.SESSION_IDLE_DAYS + 1) * DAY_MS));
    },

    /** The details of the account a live reset token belongs to, as the strength check counts them. */
    async resetTokenUserInputs(token: string): Promise<string[]> {
      const row = await repo.findLiveResetToken(hashToken(token), now());
      const user = row ? await repo.findUserById(row.contactId) : undefined;
      return user ? [user.email, user.name, user.companyName] : [];
    },

    /**
     * Sets a new password from a mailed link (a reset, or the "Set your password" mail after
     * payment): single use, and every open session and every other link is ended.
     */
    async resetPasswordWithToken(token: string, password: string): Promise<void> {
      const row = await repo.findLiveResetToken(hashToken(token), now());
      if (!row) throw badRequest(INVALID_RESET_TOKEN_MSG, "token");
      const user = await repo.findUserById(row.contactId);
      if (!user?.isActive) throw badRequest(INVALID_RESET_TOKEN_MSG, "token");
      await setPassword(user, password, { resetTokenId: row.id });
    },

    /** A signed-in user's own change; other devices and open reset links are ended, this one stays. */
    async changePassword(session: SessionRow, password: string): Promise<void> {
      await setPassword(session, password, { keepSessionId: session.sessionId });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
