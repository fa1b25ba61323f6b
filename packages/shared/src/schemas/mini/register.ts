import * as z from "zod/mini";
import { CATEGORY_OPTIONS, HOW_HEARD_OPTIONS, TRADING_TYPES } from "../../constants.ts";
import { MAX_INTERESTS, PROFILE_MAX_CHARS } from "../../registration.ts";
import { describe, idSchema, intSchema, textSchema } from "./common.ts";
import { requiredWebsiteSchema } from "./url.ts";

/** Trimmed text of 1 to `max` characters. */
const line = (max: number) =>
  z.pipe(textSchema(), z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(max)));

/** The company step (and the interests step's categories and trading type). */
export const companyProfileSchema = z.object({
  companyName: line(200),
  streetAddress: line(300),
  city: z.pipe(textSchema(), z.string().check(z.trim()).check(z.maxLength(120))),
  postalCode: z.pipe(textSchema(), z.string().check(z.trim()).check(z.maxLength(40))),
  country: describe(idSchema, "country_id from /api/misc/countriesAll"),
  website: requiredWebsiteSchema,
  tel: line(60),
  vat: line(60),
  profile: z.pipe(
    textSchema(),
    z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(PROFILE_MAX_CHARS)),
  ),
  heardThrough: z.enum(HOW_HEARD_OPTIONS),
  /** Set for members of the marketplace (from loginTBSToGrabInfo); null for non-members. */
  tbsCompanyId: z.nullable(intSchema().check(z.gt(0))),
  categories: z
    .array(intSchema().check(z.refine((id) => CATEGORY_OPTIONS.some((c) => c.id === id), "unknown category")))
    .check(z.minLength(1))
    .check(z.maxLength(MAX_INTERESTS, "Choose a maximum of 3")),
  trading: z.enum(TRADING_TYPES),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** An attendee card. "To be decided" attendees carry name "TBD" and "-" for the rest. */
export const attendeeSchema = z.object({
  name: line(120),
  function: line(120),
  email: z.pipe(textSchema(), z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(254))),
  tel: line(60),
  tbd: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** Step 1, "I have a paid TBS Membership": the marketplace sign-in's answer. */
export const loginTbsResponseSchema = z.object({
  status: intSchema(),
  result: z.object({
    /** The member's company, prefilled and locked in step 2 (city and postal code hidden there). */
    companyProfile: z.extend(z.partial(companyProfileSchema), {
      companyName: z.string(),
      tbsCompanyId: intSchema(),
    }),
    /** The company's people known to the marketplace, as attendee cards. */
    attendees: z.array(attendeeSchema),
    /** The marketplace user id, stored locally as the last marketplace user id. */
    id: intSchema(),
    membershipToken: z.string(),
  }),
});
export type LoginTbsResponse = z.infer<typeof loginTbsResponseSchema>;
