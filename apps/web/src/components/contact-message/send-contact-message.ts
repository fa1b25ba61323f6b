import type { ErrorResponse } from "@ebm/shared/schemas/common";
import type { ContactMessageBody } from "@ebm/shared/schemas/mail";
import { apiPost } from "../../lib/api-client.ts";

/** Who a message goes to: the organisers (or one of the team), or a contact of another company. */
export type ContactMessageAction = "sendMailToTBS" | "sendMailToContact";

export type SendResult = { ok: true } | { ok: false; status: number; field?: string; message?: string };

/**
 * POST /api/mail/sendMailToTBS or /api/mail/sendMailToContact. Success is `data.status` 200
 * (part 2 §7); otherwise the server's field and message, when it named one.
 * @example const result = await sendContactMessage("sendMailToTBS", { subject, message, captcha });
 */
export async function sendContactMessage(
  action: ContactMessageAction,
  body: ContactMessageBody,
): Promise<SendResult> {
  const { status, data } = await apiPost<{ status?: number } & Partial<ErrorResponse>>(
    `/api/mail/${action}`,
    body,
  );
  if (status === 200 && data?.status === 200) return { ok: true };
  return { ok: false, status, field: data?.field, message: data?.message };
}
