import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/resetPasswordWithToken: sets a new password from a mailed reset link. */
export async function resetPasswordWithToken(password: string, token: string): Promise<void> {
  await apiPost<unknown>("/api/companies/resetPasswordWithToken", { password, token });
}
