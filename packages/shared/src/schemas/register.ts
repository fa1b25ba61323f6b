import { z } from "zod";
import { CATEGORY_OPTIONS, HOW_HEARD_OPTIONS, TRADING_TYPES } from "../constants.ts";
import { MAX_ATTENDEES } from "../pricing.ts";
import { idSchema, textSchema } from "./common.ts";
import { requiredWebsiteSchema } from "./url.ts";

/** Registration (part 1 §2.4, §3, §5, §7). Limits the wizard and the server share. */
export const PROFILE_MAX_CHARS = 1000;
export const MAX_INTERESTS = 3;
export const ATTENDEE_EMAIL_MIN_CHARS = 7;

const line = (max: number) => textSchema().pipe(z.string().trim().min(1).max(max));

/** The company step (and the interests step's categories and trading type). */
export const companyProfileSchema = z.object({
  companyName: line(200),
  streetAddress: line(300),
  city: textSchema().pipe(z.string().trim().max(120)),
  postalCode: textSchema().pipe(z.string().trim().max(40)),
  country: idSchema.describe("country_id from /api/misc/countriesAll"),
  website: requiredWebsiteSchema,
  tel: line(60),
  vat: line(60),
  profile: textSchema().pipe(z.string().trim().min(1).max(PROFILE_MAX_CHARS)),
  heardThrough: z.enum(HOW_HEARD_OPTIONS),
  /** Set for members of the marketplace (from loginTBSToGrabInfo); null for non-members. */
  tbsCompanyId: z.number().int().positive().nullable(),
  categories: z
    .array(
      z
        .number()
        .int()
        .refine((id) => CATEGORY_OPTIONS.some((c) => c.id === id), "unknown category"),
    )
    .min(1)
    .max(MAX_INTERESTS, "Choose a maximum of 3"),
  trading: z.enum(TRADING_TYPES),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** An attendee card. "To be decided" attendees carry name "TBD" and "-" for the rest. */
export const attendeeSchema = z.object({
  name: line(120),
  function: line(120),
  email: textSchema().pipe(z.string().trim().min(1).max(254)),
  tel: line(60),
  tbd: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

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

export const loginTbsResponseSchema = z.object({
  status: z.number().int(),
  result: z.object({
    /** The member's company, prefilled and locked in step 2 (city and postal code hidden there). */
    companyProfile: companyProfileSchema.partial().extend({
      companyName: z.string(),
      tbsCompanyId: z.number().int(),
    }),
    /** The company's people known to the marketplace, as attendee cards. */
    attendees: z.array(attendeeSchema),
    /** The marketplace user id, stored locally as the last marketplace user id. */
    id: z.number().int(),
    membershipToken: z.string(),
  }),
});
export type LoginTbsResponse = z.infer<typeof loginTbsResponseSchema>;

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
