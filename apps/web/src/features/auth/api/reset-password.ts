import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/resetPassword: a signed-in user changes their own password. */
export async function changeOwnPassword(password: string): Promise<void> {
  await apiPost<unknown>("/api/companies/resetPassword", { password });
}
