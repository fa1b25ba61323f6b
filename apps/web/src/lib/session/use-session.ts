import type { SessionUser } from "@ebm/shared/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { apiPost } from "../api-client.ts";
import { sessionStore } from "./session-store.ts";
import { userKeys } from "./user-keys.ts";

const getServerSnapshot = () => null;

/** The signed-in user, or null. Re-renders on sign-in, sign-out and updated-user headers. */
export function useUser(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, getServerSnapshot);
}

/** POST /api/auth/logout revokes the session token on the server; the answer is not needed. */
async function logout(): Promise<void> {
  try {
    await apiPost<unknown>("/api/auth/logout");
  } catch {
    // Offline or an already ended session: signing out goes on here, and the token is forgotten.
  }
}

/** Revokes the token on the server, forgets the user and goes home. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    sessionStore.clearUser("user");
    queryClient.removeQueries({ queryKey: userKeys.all });
    await navigate("/");
    await queryClient.invalidateQueries();
  }, [queryClient, navigate]);
}
