import { z } from "zod";

/**
 * The payload of every job that carries one, by the job's name. Enqueuers and handlers read their
 * types from here, and the runner checks every payload against its schema when it is enqueued and
 * again when it runs, so what is stored and what a handler reads cannot drift apart. Who handles
 * each job, and when the recurring ones run, is the registry in `src/jobs.ts`.
 */
export const JOB_PAYLOADS = {
  /** Delivers one mail of the outbox. */
  "mail.send": z.object({ mailId: z.number().int().positive() }),
  /** Names in one mail what a sender's hour of mail to a recipient held back (plugins/mail-bound.ts). */
  "mail.digest": z.object({ to: z.string().min(1), senderKey: z.string() }),
  /** Mails the recipient of a chat message still unread 15 minutes after it was sent. */
  "messages.unread-mail": z.object({ messageId: z.number().int().positive() }),
  /** Lets an unanswered meeting request lapse when its slot begins or the edition's expiry ends. */
  "scheduler.expire": z.object({ meetingId: z.number().int().positive() }),
  /** Reminds everyone at an accepted meeting that it begins soon (the edition's reminder minutes). */
  "scheduler.remind": z.object({ meetingId: z.number().int().positive() }),
  /** Tells the next batch of an announcement's recipients (modules/organiser/announcements). */
  "announcements.send": z.object({ announcementId: z.number().int().positive() }),
  /** Writes the next batch of rows of an applied import of companies and contacts (modules/organiser/people). */
  "people.import": z.object({ importId: z.number().int().positive() }),
  /** Publishes the next batch of the automatic schedule's draft (modules/organiser/schedule). */
  "schedule.publish": z.object({ draftId: z.number().int().positive() }),
  /** Mails the next batch of an invitation to set a password (modules/organiser/people). */
  "people.invite": z.object({ invitationId: z.number().int().positive() }),
  /** Sends one push to one device: of a notification, or of a chat message (modules/notifications). */
  "push.send": z
    .object({
      subscriptionId: z.number().int().positive(),
      notificationId: z.number().int().positive().optional(),
      messageId: z.number().int().positive().optional(),
    })
    .refine((p) => (p.notificationId === undefined) !== (p.messageId === undefined), {
      message: "names a notification or a message",
    }),
} as const;

export type JobPayloads = { [N in keyof typeof JOB_PAYLOADS]: z.output<(typeof JOB_PAYLOADS)[N]> };
export type JobName = keyof JobPayloads;
