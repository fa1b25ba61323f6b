import type { SessionUser } from "@ebm/shared/schemas/auth";
import { apiPost } from "../../../lib/api-client.ts";

/** valid / invalid as the server says; failed when it answered with an error; offline when it could not be reached. */
export type StoredUserCheck = "valid" | "invalid" | "failed" | "offline";

/** POST /api/register/validateUser {email, companyId, id} → {isValid}. */
export async function validateStoredUser(user: SessionUser): Promise<StoredUserCheck> {
  const { status, data } = await apiPost<{ isValid?: boolean }>("/api/register/validateUser", {
    email: user.email,
    companyId: user.companyId,
    id: user.id,
  });
  if (status === 0) return "offline";
  if (status === 401) return "invalid";
  if (status !== 200 || typeof data?.isValid !== "boolean") return "failed";
  return data.isValid ? "valid" : "invalid";
}
