import { z } from "zod";

/** One mail of the outbox as the development page shows it. Times are ISO strings in UTC. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** `GET /api/dev/mail`: the newest mails of the outbox, newest first (organisers only). */
export const outboxResponseSchema = z.object({
  status: z.number().int(),
  payload: z.array(outboxMailSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
