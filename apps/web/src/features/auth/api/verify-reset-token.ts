import { apiPost } from "../../../lib/api-client.ts";

export interface VerifyResetTokenResult {
  isSuccess: boolean;
  msg: string;
}

/**
 * POST /api/companies/verifyResetToken: payload.isSuccess tells whether the mailed link is still
 * good. Null when the server could not answer (offline, 5xx), which says nothing about the link.
 */
export async function verifyResetToken(resetToken: string): Promise<VerifyResetTokenResult | null> {
  const { status, data } = await apiPost<unknown>("/api/companies/verifyResetToken", { resetToken });
  if (status === 0 || status >= 500) return null;
  const { verifyResetTokenResponseSchema } = await import("@ebm/shared/schemas/auth");
  const parsed = verifyResetTokenResponseSchema.safeParse(data);
  if (parsed.success) return parsed.data.payload;
  const message = (data as { message?: unknown } | null)?.message;
  return { isSuccess: false, msg: typeof message === "string" ? message : "" };
}
