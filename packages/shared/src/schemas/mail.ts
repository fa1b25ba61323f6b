import { z } from "zod";
import { CONTACT_MESSAGE_LIMITS } from "../contact-message.ts";
import { MAX_DB_INT } from "./common.ts";

export { CONTACT_MESSAGE_LIMITS, whatsappDigits } from "../contact-message.ts";

/** Contact page and contact messages (part 2 §2 "Contact page", §3 "Contact message", §5, §7 "Mail"). */

/** No control characters (line breaks included): the value ends up in a mail header. */
const singleLine = (s: string) =>
  ![...s].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

const senderNameSchema = z
  .string()
  .trim()
  .max(CONTACT_MESSAGE_LIMITS.senderName)
  .refine(singleLine, "must be a single line");

export const contactMessageBodySchema = z.object({
  /** Required for visitors; a signed-in user's own name is used instead. */
  senderName: senderNameSchema.optional(),
  /** Required for visitors; a signed-in user's own e-mail is used instead. */
  senderEmail: z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_LIMITS.senderEmail)
    .refine((s) => s === "" || z.email().safeParse(s).success, "must be an e-mail address")
    .optional(),
  /** Accepted for compatibility and ignored: the server resolves the recipient from `recipientId`. */
  recipientEmail: z.string().max(CONTACT_MESSAGE_LIMITS.senderEmail).nullish(),
  /** sendMailToTBS: a team member's id, or none for the organisers; sendMailToContact: a contact's id. */
  recipientId: z.number().int().min(0).max(MAX_DB_INT).nullish(),
  subject: z
    .string()
    .trim()
    .min(1, "is required")
    .max(CONTACT_MESSAGE_LIMITS.subject)
    .refine(singleLine, "must be a single line"),
  message: z
    .string()
    .trim()
    .min(1, "is required")
    .max(CONTACT_MESSAGE_LIMITS.message)
    .refine((s) => !s.includes("\u0000"), "must not contain NUL characters"),
  /** Sent from the contact page (true) or from a modal elsewhere. */
  isFromServicePage: z.boolean().optional(),
  /** The ALTCHA payload (base64 JSON); required for visitors, ignored for signed-in users. */
  captcha: z.string().max(CONTACT_MESSAGE_LIMITS.captcha).nullish(),
});
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/** `{ status: 200 }` once the message waits in the outbox. */
export const contactMessageResponseSchema = z.object({ status: z.number().int() });

/** An ALTCHA challenge as the `altcha-widget` expects it from its `challengeurl`. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  /** Digits of the first phone number, for `https://wa.me/{whatsapp}`; empty when there is none. */
  whatsapp: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

const venueSchema = z.object({ name: z.string(), address: z.string(), mapUrl: z.string() });
export type Venue = z.infer<typeof venueSchema>;

/** Multi-line texts as the organisers keep them; an empty string when not set. */
export const organiserDetailsSchema = z.object({
  postal: z.string(),
  office: z.string(),
  banking: z.string(),
  registration: z.string(),
});
export type OrganiserDetails = z.infer<typeof organiserDetailsSchema>;

export const contactInfoSchema = z.object({
  team: z.array(teamMemberSchema),
  venue: venueSchema,
  organiser: organiserDetailsSchema,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const contactInfoResponseSchema = z.object({ status: z.number().int(), payload: contactInfoSchema });
