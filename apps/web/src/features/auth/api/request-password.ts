import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/requestPassword: mails a reset link when the address is on file. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost<unknown>("/api/companies/requestPassword", { email });
}
