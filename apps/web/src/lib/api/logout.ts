import { apiPost } from "../api-client.ts";

/**
 * POST /api/auth/logout revokes the session token on the server; the answer is not needed, and a
 * failure is not one either.
 * @example await logout(); sessionStore.clearUser("user");
 */
export async function logout(): Promise<void> {
  try {
    await apiPost<unknown>("/api/auth/logout");
  } catch {
    // Offline or an already ended session: signing out goes on here, and the token is forgotten.
  }
}
