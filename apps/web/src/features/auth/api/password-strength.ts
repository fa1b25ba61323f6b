import type { PasswordStrength } from "@ebm/shared/password-strength";
import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/auth/passwordStrength: scores a password with the server's checker, the same one that
 * guards every password change, so the meter and the rule can never disagree.
 */
export async function fetchPasswordStrength(
  password: string,
  userInputs: string[],
  resetToken: string | undefined,
  signal?: AbortSignal,
): Promise<PasswordStrength> {
  const { payload } = await apiPost<{ payload: PasswordStrength }>(
    "/api/auth/passwordStrength",
    { password, userInputs, ...(resetToken ? { resetToken } : {}) },
    { signal },
  );
  return payload;
}
