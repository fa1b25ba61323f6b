import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/resetPassword: a signed-in user changes their own password. */
export async function changeOwnPassword(password: string): Promise<boolean> {
  const { data } = await apiPost<{ status?: number }>("/api/companies/resetPassword", { password });
  return data?.status === 200;
}
