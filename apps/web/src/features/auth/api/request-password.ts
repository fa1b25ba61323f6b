import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/requestPassword: success is a body with status 200. */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const { data } = await apiPost<{ status?: number }>("/api/companies/requestPassword", { email });
  return data?.status === 200;
}
