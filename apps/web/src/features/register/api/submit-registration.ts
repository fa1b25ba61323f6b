import type { RegisterBody, RegisterResponse } from "@ebm/shared/schemas/register";
import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/register: the company, its attendees and the campaign parameters. Members get the
 * payment link back; the server recomputes the invoice itself. A refusal is an ApiError with the
 * server's message.
 */
export function submitRegistration(body: RegisterBody): Promise<RegisterResponse> {
  return apiPost<RegisterResponse>("/api/register", body);
}
