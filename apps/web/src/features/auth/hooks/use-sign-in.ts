import { SNACKBAR_MS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { showError } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session/session-store.ts";
import { login } from "../api/login.ts";

/**
 * Signs in and "reloads" the current route: every query refetches with the new token. Failures
 * show the spec's snackbars: its 400 is wrong credentials, anything else a failure of ours.
 * @example const signIn = useSignIn(); signIn.mutate({ email, password }, { onSuccess: close });
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      sessionStore.setUser(user);
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        showError({ ...MESSAGES.login.badCredentials, duration: SNACKBAR_MS.medium });
      } else {
        showError({ ...MESSAGES.login.failure });
      }
    },
  });
}
