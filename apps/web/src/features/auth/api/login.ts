import { type LoginBody, type SessionUser, sessionUserSchema } from "@ebm/shared/schemas/auth";
import { apiPost } from "../../../lib/api-client.ts";

export type LoginResult = { ok: true; user: SessionUser } | { ok: false; status: number };

/** POST /api/auth/login: 200 carries the user with its session token; 400 means bad credentials. */
export async function login(body: LoginBody): Promise<LoginResult> {
  const { status, data } = await apiPost<unknown>("/api/auth/login", body, { anonymous: true });
  if (status !== 200) return { ok: false, status };
  const parsed = sessionUserSchema.safeParse(data);
  if (!parsed.success) {
    console.error("Login response does not match the session user contract");
    return { ok: false, status: 500 };
  }
  return { ok: true, user: parsed.data };
}
