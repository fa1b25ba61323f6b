import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/resetPasswordWithToken: sets a new password from a mailed reset link. */
export async function resetPasswordWithToken(password: string, token: string): Promise<boolean> {
  const { data } = await apiPost<{ status?: number }>("/api/companies/resetPasswordWithToken", {
    password,
    token,
  });
  return data?.status === 200;
}
