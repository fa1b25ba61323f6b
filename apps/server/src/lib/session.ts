import type { SessionUser, UserRole } from "@ebm/shared/schemas/auth";

/**
 * The signed-in user as every part of the server sees it: the auth module reads it with the
 * session, the auth plugin puts it on the request, routes and the WebSocket read it there. Kept
 * here, below the modules and plugins, so that neither has to reach into the auth module for it.
 */
export type UserRow = {
  id: number;
  name: string;
  email: string;
  function: string;
  profilePic: string | null;
  companyId: number;
  companyName: string;
  role: UserRole;
  isActive: boolean;
  passwordHash: string | null;
};

export type SessionRow = UserRow & {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
};

export type AuthUser = Omit<SessionUser, "token">;

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    function: row.function,
    profilePic: row.profilePic,
    companyId: row.companyId,
    companyName: row.companyName,
    signature: [row.name, row.function, row.companyName].filter(Boolean).join("\n"),
    role: row.role,
  };
}
