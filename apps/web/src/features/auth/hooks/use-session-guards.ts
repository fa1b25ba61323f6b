import type { SessionUser } from "@ebm/shared/schemas/auth";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { showError } from "../../../lib/notify.ts";
import { sessionStore } from "../../../lib/session/session-store.ts";
import { isStoredUserValid } from "../api/validate-user.ts";

/**
 * Checks a user restored from storage with the server: an invalid one is signed out, and a failure
 * of the server says "Failure to login" (the user is kept: the next call will tell). A plain call,
 * not a query-library mutation, whose code would weigh on every visitor's first page.
 */
async function validateRestored(restored: SessionUser): Promise<void> {
  let isValid: boolean;
  try {
    isValid = await isStoredUserValid(restored);
  } catch (error) {
    if (sessionStore.getUser()?.token !== restored.token) return;
    // Offline says nothing about the session.
    if (error instanceof ApiError && error.status === 0) return;
    try {
      // The product's texts load with the first one shown, not with every visitor's first page.
      const { MESSAGES } = await import("@ebm/shared/messages");
      showError({ title: MESSAGES.login.sessionFailure.title });
    } catch {
      // The texts could not load (the connection dropped meanwhile): the next call will tell.
    }
    return;
  }
  if (!isValid && sessionStore.getUser()?.token === restored.token) sessionStore.clearUser("invalid");
}

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
    if (restored) void validateRestored(restored);
  }, []);
}
