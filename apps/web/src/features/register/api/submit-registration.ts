import type { RegisterBody, RegisterResponse } from "@ebm/shared/schemas/register";
import { apiPost } from "../../../lib/api-client.ts";
import { messageOf } from "./login-tbs.ts";

export type RegisterResult =
  | { ok: true; response: RegisterResponse }
  | { ok: false; status: number; message: string | null };

/**
 * POST /api/register: the company, its attendees and the campaign parameters. Members get the
 * payment link back; the server recomputes the invoice itself.
 */
export async function submitRegistration(body: RegisterBody): Promise<RegisterResult> {
  const { status, data } = await apiPost<RegisterResponse>("/api/register", body);
  if (status !== 200 || !data) return { ok: false, status, message: messageOf(data) };
  return { ok: true, response: data };
}
