import { z } from "zod";
import { DECLINE_REASON_MAX_CHARS } from "../organiser-registrations.ts";
import { textSchema } from "./common.ts";
import { pageQuerySchema, pageResponseSchema } from "./organiser.ts";
import { registrationStatusSchema } from "./payments.ts";
import { paymentStatusSchema } from "./register.ts";

export { registrationStatusSchema };
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export { REGISTRATION_STATUSES } from "../organiser-registrations.ts";

/** Membership filter of the registrations list. */
export const registrationMemberFilterSchema = z.enum(["member", "non-member"]);
export type RegistrationMemberFilter = z.infer<typeof registrationMemberFilterSchema>;

/** The filters of the registrations list and of its CSV export. */
export const registrationsFilterSchema = z.object({
  q: pageQuerySchema.shape.q.describe(
    "Searches the company name, the attendees' names and e-mail addresses and the registration number",
  ),
  status: registrationStatusSchema.optional().describe("Only registrations in this state"),
  member: registrationMemberFilterSchema.optional().describe("Only members or only non-members"),
});
export type RegistrationsFilter = z.infer<typeof registrationsFilterSchema>;

/** `GET /api/organiser/registrations`: a page of the list, filtered. */
export const registrationsQuerySchema = pageQuerySchema.extend(registrationsFilterSchema.shape);
export type RegistrationsQuery = z.infer<typeof registrationsQuerySchema>;

/** The state of a registration's newest payment; `none` when nothing was paid through the provider. */
export const registrationPaymentStateSchema = z.union([paymentStatusSchema, z.literal("none")]);
export type RegistrationPaymentState = z.infer<typeof registrationPaymentStateSchema>;

/** One line of the registrations list. Amounts in euro cents; times ISO strings in UTC. */
export const registrationRowSchema = z.object({
  id: z.number().int().describe("The registration number"),
  company: z.object({ id: z.number().int(), name: z.string(), country: z.string() }),
  isMember: z.boolean(),
  status: registrationStatusSchema,
  attendees: z.number().int().min(0),
  totalCents: z.number().int(),
  vatCents: z.number().int(),
  paymentState: registrationPaymentStateSchema,
  createdAt: z.string(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationsListResponseSchema = pageResponseSchema(registrationRowSchema);
export type RegistrationsListResponse = z.infer<typeof registrationsListResponseSchema>;

/** One attendee line of a registration; `isUser` once the attendee has become a user of the company. */
export const registrationAttendeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  function: z.string(),
  tel: z.string(),
  tbd: z.boolean(),
  isUser: z.boolean(),
});
export type RegistrationAttendee = z.infer<typeof registrationAttendeeSchema>;

export const registrationPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  status: paymentStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegistrationPayment = z.infer<typeof registrationPaymentSchema>;

/** `GET /api/organiser/registrations/:id`: everything the organisers need to decide on a registration. */
export const registrationDetailSchema = z.object({
  id: z.number().int(),
  status: registrationStatusSchema,
  isMember: z.boolean(),
  createdAt: z.string(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    streetAddress: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    vat: z.string(),
    website: z.string(),
    tel: z.string(),
    tbsCompanyId: z.number().int().nullable(),
  }),
  attendees: z.array(registrationAttendeeSchema),
  price: z.object({
    subtotalCents: z.number().int(),
    vatRateBp: z.number().int().describe("VAT rate in basis points: 2100 is 21%"),
    vatCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  paymentState: registrationPaymentStateSchema,
  payments: z.array(registrationPaymentSchema),
  review: z
    .object({
      at: z.string(),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      reason: z.string().nullable(),
    })
    .nullable()
    .describe("Who verified or declined the registration, when, and why it was declined"),
  /** Who the verification and decline mails go to: the first attendee with an address. */
  contactEmail: z.string().nullable(),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

export const registrationDetailResponseSchema = z.object({
  status: z.literal(200),
  payload: registrationDetailSchema,
});

export const registrationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export { DECLINE_REASON_MAX_CHARS };

export const declineRegistrationBodySchema = z.object({
  reason: textSchema()
    .trim()
    .min(1, "Please give a reason.")
    .max(DECLINE_REASON_MAX_CHARS, `At most ${DECLINE_REASON_MAX_CHARS} characters.`)
    .describe("Why the registration is declined; it is quoted in the mail to the company"),
});
export type DeclineRegistrationBody = z.infer<typeof declineRegistrationBodySchema>;

/** The columns of the registrations CSV, in order. */
export const REGISTRATIONS_CSV_COLUMNS = [
  "Registration",
  "Company",
  "Country",
  "Member",
  "Status",
  "Attendees",
  "Subtotal (EUR)",
  "VAT (EUR)",
  "Total (EUR)",
  "Payment",
  "Created (UTC)",
] as const;
