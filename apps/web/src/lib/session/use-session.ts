import type { SessionUser } from "@ebm/shared/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { logout } from "../api/logout.ts";
import { sessionStore } from "./session-store.ts";
import { userKeys } from "./user-keys.ts";

const getServerSnapshot = () => null;

/** The signed-in user, or null. Re-renders on sign-in, sign-out and updated-user headers. */
export function useUser(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, getServerSnapshot);
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
