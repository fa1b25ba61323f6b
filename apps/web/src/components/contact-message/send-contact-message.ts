import type { ContactMessageBody } from "@ebm/shared/schemas/mail";
import { apiPost } from "../../lib/api-client.ts";

/** Who a message goes to: the organisers (or one of the team), or a contact of another company. */
export type ContactMessageAction = "sendMailToTBS" | "sendMailToContact";

/**
 * POST /api/mail/sendMailToTBS or /api/mail/sendMailToContact. A refusal is an ApiError with the
 * server's field and message, when it named one.
 * @example await sendContactMessage("sendMailToTBS", { subject, message, captcha });
 */
export async function sendContactMessage(
  action: ContactMessageAction,
  body: ContactMessageBody,
): Promise<void> {
  await apiPost<unknown>(`/api/mail/${action}`, body);
}
