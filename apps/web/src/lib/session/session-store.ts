import type { SessionUser } from "@ebm/shared/schemas/auth";

const STORAGE_KEY = "ebm.user";

type Listener = () => void;
type SignOutReason = "user" | "server" | "invalid";
type SignOutListener = (reason: SignOutReason) => void;

const listeners = new Set<Listener>();
const signOutListeners = new Set<SignOutListener>();

function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    return looksLikeSessionUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Cheap shape check for a restored user. The full contract check would pull the schema library
 * into the first download; the server validates the stored user right after start anyway.
 */
function looksLikeSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === "number" &&
    typeof user.companyId === "number" &&
    typeof user.email === "string" &&
    typeof user.name === "string" &&
    typeof user.token === "string" &&
    user.token.length > 0
  );
}

let currentUser: SessionUser | null = readStoredUser();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * The signed-in user, kept in memory and in localStorage so a reload keeps the session.
 * Lives in lib/ because the API client reads the token and applies updated-user headers.
 */
export const sessionStore = {
  getUser(): SessionUser | null {
    return currentUser;
  },
  getToken(): string | null {
    return currentUser?.token ?? null;
  },
  setUser(user: SessionUser): void {
    currentUser = user;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    } catch {
      // Private mode or full storage: the session still works until the tab closes.
    }
    emit();
  },
  /** Removes the user; listeners decide where to go (e.g. home after a forced sign-out). */
  clearUser(reason: SignOutReason): void {
    const hadUser = currentUser !== null;
    currentUser = null;
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored to remove.
    }
    emit();
    if (hadUser) for (const listener of signOutListeners) listener(reason);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onSignOut(listener: SignOutListener): () => void {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
};
