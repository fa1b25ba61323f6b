import { type LoginTbsResponse, loginTbsResponseSchema } from "@ebm/shared/schemas/register";
import { apiPost } from "../../../lib/api-client.ts";

export type LoginTbsResult =
  | { ok: true; result: LoginTbsResponse["result"] }
  /** `message` is the server's, when it gave one. */
  | { ok: false; status: number; message: string | null };

/**
 * POST /api/register/loginTBSToGrabInfo: signs in to the marketplace and returns the member's
 * company, its people and a membership token. 401 is a wrong login, 409 an already registered company.
 */
export async function loginTbs(body: { email: string; password: string }): Promise<LoginTbsResult> {
  const { status, data } = await apiPost<unknown>("/api/register/loginTBSToGrabInfo", body, {
    anonymous: true,
  });
  if (status !== 200) return { ok: false, status, message: messageOf(data) };
  const parsed = loginTbsResponseSchema.safeParse(data);
  if (!parsed.success) {
    console.error("Membership sign-in response does not match the contract");
    return { ok: false, status: 500, message: null };
  }
  return { ok: true, result: parsed.data.result };
}

/** The `message` of an error body, if it has a usable one. */
export function messageOf(data: unknown): string | null {
  if (typeof data !== "object" || data === null || !("message" in data)) return null;
  const { message } = data as { message: unknown };
  return typeof message === "string" && message.trim() ? message : null;
}
