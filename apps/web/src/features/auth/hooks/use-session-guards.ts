import { useEffect } from "react";
import { useNavigate } from "react-router";
import { sessionStore } from "../../../lib/session-store.ts";
import { validateStoredUser } from "../api/validate-user.ts";

/**
 * Session upkeep for the whole app: validates a restored user once at start-up, and sends the
 * visitor home when the server ends the session (doLogout header or an invalid stored user).
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
    void validateStoredUser(restored).then((isValid) => {
      if (!isValid && sessionStore.getUser()?.token === restored.token) sessionStore.clearUser("invalid");
    });
  }, []);
}
