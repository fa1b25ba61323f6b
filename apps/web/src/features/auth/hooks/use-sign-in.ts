import { SNACKBAR_MS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import type { LoginBody } from "@ebm/shared/schemas/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { showError } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session-store.ts";
import { login } from "../api/login.ts";

/**
 * Signs in and "reloads" the current route: every query refetches with the new token.
 * Resolves true on success; failures show the spec's snackbars.
 */
export function useSignIn(): (credentials: LoginBody) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (credentials: LoginBody) => {
      const result = await login(credentials);
      if (result.ok) {
        sessionStore.setUser(result.user);
        await queryClient.invalidateQueries();
        return true;
      }
      if (result.status === 400) {
        showError({ ...MESSAGES.login.badCredentials, duration: SNACKBAR_MS.medium });
      } else {
        showError({ ...MESSAGES.login.failure });
      }
      return false;
    },
    [queryClient],
  );
}
