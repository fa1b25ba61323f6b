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

/** How many contacts a sample company may be made with at once. */
export const SAMPLE_COMPANY_MAX_CONTACTS = 5;

/** `POST /api/dev/sampleCompany`: what kind of sample company to make (organisers; development tools only). */
export const sampleCompanyBodySchema = z.object({
  contacts: z
    .number()
    .int()
    .min(1)
    .max(SAMPLE_COMPANY_MAX_CONTACTS)
    .default(1)
    .describe("How many contacts the company gets, each with a password of its own"),
  attending: z
    .boolean()
    .default(true)
    .describe(
      "true: the contacts attend the current edition. false: a marketplace member that has not registered for it yet (known to the embedded membership directory)",
    ),
  consented: z
    .boolean()
    .default(true)
    .describe(
      "true: the contacts accepted the current privacy notice and are listed, as after their first sign-in. false: they are asked at their first sign-in",
    ),
});
export type SampleCompanyBody = z.input<typeof sampleCompanyBodySchema>;

/** A contact of a sample company, with the password it signs in with. */
export const sampleContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  password: z.string(),
});
export type SampleContact = z.infer<typeof sampleContactSchema>;

/**
 * `POST /api/dev/sampleCompany`: the company made, a full member of the marketplace in the
 * Netherlands with a name and addresses no other company has, and its contacts in label order.
 */
export const sampleCompanyResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      tbsCompanyId: z.number().int(),
      country: z.string(),
      categories: z.array(z.number().int()).describe("Ids of its main interests"),
      tradingType: z.enum(["used", "new"]),
      attending: z.boolean(),
    }),
    contacts: z.array(sampleContactSchema),
  }),
});
export type SampleCompany = z.infer<typeof sampleCompanyResponseSchema>["payload"];

/** `POST /api/dev/sampleRegistration`: a non-member's registration awaiting verification (organisers; development tools only). */
export const sampleRegistrationBodySchema = z.object({
  attendees: z
    .number()
    .int()
    .min(1)
    .max(SAMPLE_COMPANY_MAX_CONTACTS)
    .default(1)
    .describe("How many named attendees the registration has; the first is the company's contact"),
});
export type SampleRegistrationBody = z.input<typeof sampleRegistrationBodySchema>;

/** `POST /api/dev/sampleRegistration`: the registration made, its new company and its attendees in order. */
export const sampleRegistrationResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({
    registrationId: z.number().int(),
    company: z.object({ id: z.number().int(), name: z.string(), country: z.string() }),
    attendees: z.array(z.object({ name: z.string(), email: z.string() })),
  }),
});
export type SampleRegistration = z.infer<typeof sampleRegistrationResponseSchema>["payload"];
