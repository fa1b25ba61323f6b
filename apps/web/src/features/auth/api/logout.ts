import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/auth/logout revokes the session token on the server; the answer is not needed. */
export async function logout(): Promise<void> {
  await apiPost<unknown>("/api/auth/logout");
}
