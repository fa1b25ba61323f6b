import type { SessionUser } from "@ebm/shared/schemas/auth";
import { apiPost } from "../../../lib/api-client.ts";

interface ValidateUserResponse {
  isValid?: boolean;
  payload?: { isValid?: boolean };
}

/**
 * POST /api/register/validateUser. Returns false only when the server says the stored user is
 * no longer valid; a network failure keeps the session (the next call will tell).
 */
export async function validateStoredUser(user: SessionUser): Promise<boolean> {
  const { status, data } = await apiPost<ValidateUserResponse>("/api/register/validateUser", {
    email: user.email,
    companyId: user.companyId,
    id: user.id,
  });
  if (status === 401) return false;
  if (status !== 200 || !data) return true;
  const isValid = data.isValid ?? data.payload?.isValid;
  return isValid !== false;
}
