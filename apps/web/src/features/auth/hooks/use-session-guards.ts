import { MESSAGES } from "@ebm/shared/messages";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { showError } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session-store.ts";
import { validateStoredUser } from "../api/validate-user.ts";

/**
 * Session upkeep for the whole app: validates a restored user once at start-up ("Failure to login"
 * when that call fails), and sends the visitor home when the server ends the session (doLogout
 * header or an invalid stored user).
 */
export function useSessionGuards(): void {
  const navigate = useNavigate();

  useEffect(
    () =>
      sessionStore.onSignOut((reason) => {
        if (reason !== "user") void navigate("/");
      }),
    [navigate],
  );

  useEffect(() => {
    const restored = sessionStore.getUser();
    if (!restored) return;
    void validateStoredUser(restored).then((check) => {
      if (sessionStore.getUser()?.token !== restored.token) return;
      if (check === "invalid") sessionStore.clearUser("invalid");
      // The session call failed on the server: say so, and keep the user (the next call will tell).
      if (check === "failed") showError({ title: MESSAGES.login.sessionFailure.title });
    });
  }, []);
}
