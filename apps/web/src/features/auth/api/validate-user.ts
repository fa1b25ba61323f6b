import type { SessionUser } from "@ebm/shared/schemas/auth";
import { ApiError, apiPost } from "../../../lib/api-client.ts";

/** The answer's one field, checked by hand: the schema library stays out of the first download. */
function readIsValid(body: unknown): boolean {
  const isValid = (body as { isValid?: unknown } | null)?.isValid;
  if (typeof isValid !== "boolean") throw new TypeError("isValid is not a boolean");
  return isValid;
}

/**
 * POST /api/register/validateUser {email, companyId, id}: whether a stored user is still signed in.
 * A 401 (a token the server no longer knows) is a no; other failures throw.
 */
export async function isStoredUserValid(user: SessionUser): Promise<boolean> {
  try {
    return await apiPost(
      "/api/register/validateUser",
      { email: user.email, companyId: user.companyId, id: user.id },
      { parse: readIsValid },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}
