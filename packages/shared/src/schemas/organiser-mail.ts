import { z } from "zod";
import { idSchema } from "./common.ts";
import { pageQuerySchema, pageResponseSchema } from "./organiser.ts";

/** folded: not sent, because its sender had reached the recipient as often as an hour allows; a digest names it. */
export const mailStatusSchema = z.enum(["pending", "sent", "failed", "folded"]);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailQuerySchema = pageQuerySchema.extend({
  status: mailStatusSchema.optional().describe("Only the mails in this state"),
});
export type MailQuery = z.infer<typeof mailQuerySchema>;

export const mailParamsSchema = z.object({ id: idSchema });

/** One mail of the outbox as the console lists it. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string().describe("What the mail is: password_reset, registration_paid, meeting_request…"),
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int().min(0).describe("Delivery attempts so far"),
  lastError: z.string().nullable().describe("Why the last attempt failed"),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** A mail with its text; links that carry a secret (a password link) show it hidden. */
export const outboxMailDetailSchema = outboxMailSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;

export const mailListResponseSchema = pageResponseSchema(outboxMailSchema);
export type MailListResponse = z.infer<typeof mailListResponseSchema>;
export const mailDetailResponseSchema = z.object({ status: z.literal(200), payload: outboxMailDetailSchema });
export type MailDetailResponse = z.infer<typeof mailDetailResponseSchema>;
export const mailRetryResponseSchema = z.object({ status: z.literal(200), payload: outboxMailSchema });
export type MailRetryResponse = z.infer<typeof mailRetryResponseSchema>;
