import { MESSAGES } from "@ebm/shared/messages";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { showError } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session/session-store.ts";
import { isStoredUserValid } from "../api/validate-user.ts";

/**
 * Session upkeep for the whole app: validates a restored user once at start-up ("Failure to login"
 * when that call fails), and sends the visitor home when the server ends the session (doLogout
 * header or an invalid stored user).
 */
export function useSessionGuards(): void {
  const navigate = useNavigate();
  const { mutate: validate } = useMutation({
    mutationFn: isStoredUserValid,
    onSuccess: (isValid, restored) => {
      if (!isValid && sessionStore.getUser()?.token === restored.token) sessionStore.clearUser("invalid");
    },
    onError: (error, restored) => {
      if (sessionStore.getUser()?.token !== restored.token) return;
      // Offline says nothing about the session. A failure on the server does: say so, and keep the
      // user (the next call will tell).
      if (error instanceof ApiError && error.status === 0) return;
      showError({ title: MESSAGES.login.sessionFailure.title });
    },
  });

  useEffect(
    () =>
      sessionStore.onSignOut((reason) => {
        if (reason !== "user") void navigate("/");
      }),
    [navigate],
  );

  useEffect(() => {
    const restored = sessionStore.getUser();
    if (restored) validate(restored);
  }, [validate]);
}
