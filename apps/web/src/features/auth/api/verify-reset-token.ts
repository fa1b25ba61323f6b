import { apiPost, isClientError } from "../../../lib/api-client.ts";

interface VerifyResetTokenResult {
  isSuccess: boolean;
  msg: string;
}

/**
 * POST /api/companies/verifyResetToken: payload.isSuccess tells whether the mailed link is still
 * good. A refusal (4xx) is the server's word on the link, with its message; anything else (offline,
 * 5xx) says nothing about the link and throws.
 */
export async function verifyResetToken(resetToken: string): Promise<VerifyResetTokenResult> {
  try {
    const { payload } = await apiPost(
      "/api/companies/verifyResetToken",
      { resetToken },
      {
        // The schema library loads with the first mailed link, not with the site.
        parse: async (body) =>
          (await import("@ebm/shared/schemas/mini/auth")).verifyResetTokenResponseSchema.parse(body),
      },
    );
    return payload;
  } catch (error) {
    if (isClientError(error)) return { isSuccess: false, msg: error.message };
    throw error;
  }
}
