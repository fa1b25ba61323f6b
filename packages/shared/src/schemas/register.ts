import { z } from "zod";
import { MAX_ATTENDEES } from "../pricing.ts";
import { textSchema } from "./common.ts";
import { attendeeSchema, companyProfileSchema } from "./mini/register.ts";

/** Registration (part 1 §2.4, §3, §5, §7). Limits the wizard and the server share. */
export { ATTENDEE_EMAIL_MIN_CHARS, MAX_INTERESTS, PROFILE_MAX_CHARS } from "../registration.ts";

export {
  type Attendee,
  attendeeSchema,
  type CompanyProfile,
  companyProfileSchema,
  type LoginTbsResponse,
  loginTbsResponseSchema,
} from "./mini/register.ts";

/** UTM parameters with the referrer ("Direct" when none) and the click time, as stored locally. */
const utmParamsSchema = z
  .object({
    utm_source: textSchema().pipe(z.string().max(200)).optional(),
    utm_medium: textSchema().pipe(z.string().max(200)).optional(),
    utm_campaign: textSchema().pipe(z.string().max(200)).optional(),
    referrer: textSchema().pipe(z.string().max(500)).optional(),
    clickedAt: textSchema().pipe(z.string().max(40)).optional(),
  })
  .nullable()
  .optional();

export const registerBodySchema = z.object({
  companyProfile: companyProfileSchema,
  attendees: z.array(attendeeSchema).min(1).max(MAX_ATTENDEES),
  utmParams: utmParamsSchema,
  refParams: z
    .record(z.string(), textSchema().pipe(z.string().max(500)))
    .nullable()
    .optional(),
  /**
   * Proof of the marketplace sign-in of step 1 (from loginTBSToGrabInfo), required when
   * tbsCompanyId is set: a client cannot claim member prices by sending a company id.
   */
  membershipToken: z.string().max(2000).optional(),
  /** The registrant agrees to the privacy notice (its current version and the time are kept). */
  acceptPrivacy: z.literal(true, { message: "Agree to the privacy notice to register" }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

const invoiceSchema = z.object({
  lines: z.array(
    z.object({
      label: z.string(),
      quantity: z.number().int(),
      unitCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  subtotalCents: z.number().int(),
  vatRateBp: z.number().int(),
  vatLabel: z.string(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  charityCents: z.number().int(),
});

export const registerResponseSchema = z.object({
  status: z.number().int(),
  registrationId: z.number().int(),
  isMember: z.boolean(),
  /** Members: the hosted checkout to pay at. Non-members: null (they wait for verification). */
  link: z.string().nullable(),
  /** The amounts the server computed (the client's are never used). */
  invoice: invoiceSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Step 1, "I have a paid TBS Membership": the marketplace sign-in. */
export const loginTbsBodySchema = z.object({
  email: textSchema().pipe(z.string().trim().min(1).max(254)),
  password: textSchema().pipe(z.string().min(1).max(200)),
});

/** The payment's state, for the return page after the hosted checkout. */
export const paymentStatusSchema = z.enum(["open", "paid", "failed", "canceled", "expired"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET /api/misc/lastRegistered: the newest registration of the current edition, no personal data. */
export const lastRegisteredResponseSchema = z.object({
  status: z.number().int(),
  payload: z
    .object({
      companyName: z.string(),
      /** The country's name. */
      country: z.string(),
      registeredAt: z.string().describe("ISO 8601, UTC"),
    })
    .nullable(),
});

/** POST /api/organiser/registration: organiser staff open or close registration of the current edition. */
export const registrationOpenBodySchema = z.object({ open: z.boolean() });
export const registrationOpenResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({ registrationOpen: z.boolean() }),
});
