import { z } from "zod";
import { CATEGORY_OPTIONS, TRADING_TYPES } from "../constants.ts";
import { COMPANY_PROFILE_MAX_CHARS, MAX_MAIN_INTERESTS, PROFILE_PICTURE } from "../profile.ts";
import { idSchema, textSchema } from "./common.ts";
import { messengerSchema, websiteSchema } from "./url.ts";

/** Company detail and the own profile (part 2 §2 "Company detail and profile", §3, §5, §6, §7). */

/**
 * The company of GET /api/companies/{id}. What a caller may see (part 2 §6):
 * - visitors, signed-in users on a company that is not a full member (status 3), and signed-in
 *   users whose own company does not attend the current edition: the header fields only (`id`,
 *   `name`, `username` for the logo, `country`, `profile`, `website`, `tel`, the tier flags); the
 *   rest is null or empty;
 * - signed-in users of an attending company on a full member, or on their own company: everything.
 */
export const companyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Key of the company at the logo host. */
  username: z.string(),
  /** "-" when the company has none. */
  website: z.string(),
  country: z.string(),
  countryId: z.number().int(),
  tel: z.string(),
  /** `tel:` link of the first number ("" when hidden or none). */
  telLink: z.string(),
  /** The street line; `city` and `postalCode` complete it. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Map search link of the whole address; null when hidden. */
  mapUrl: z.string().nullable(),
  vat: z.string().nullable(),
  /** "EORI" for the United Kingdom, else "VAT" (part 2 §2). */
  vatLabel: z.enum(["VAT", "EORI"]),
  /** The company description. */
  profile: z.string(),
  industry: z.string().nullable(),
  /** Main-interest names, comma-separated. */
  categories: z.string(),
  tradingType: z.enum(TRADING_TYPES).nullable(),
  /** JSON text `{"categories":[ids],"trading":"used"|"new"}` as the spec's clients send it back. */
  preferences: z.string(),
  status: z.number().int(),
  isTrusted: z.boolean(),
  isGold: z.boolean(),
  isDiamond: z.boolean(),
  /** True when the caller sees every field (an attendee on a full member, or their own company). */
  isFullView: z.boolean(),
  /** True for the signed-in user's own company. */
  isOwnCompany: z.boolean(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** A contact on the company page; only signed-in users get contacts at all. */
export const companyContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tel: z.string(),
  function: z.string(),
  /** Only for the signed-in user's own contact record; null for everybody else. */
  email: z.string().nullable(),
  imName: z.string().nullable(),
  imValue: z.string().nullable(),
  rfqDisabled: z.boolean(),
  possibleMatchesDisabled: z.boolean(),
  /** Address of the small picture; null or shorter than 5 characters means none (initials avatar). */
  profilePic: z.string().nullable(),
  hasLargePic: z.boolean(),
  /** "Main contact", "2nd contact", … "40th contact". */
  label: z.string(),
  position: z.number().int(),
  isSelf: z.boolean(),
});
export type CompanyContact = z.infer<typeof companyContactSchema>;

export const companyResponseSchema = z.object({
  status: z.number().int(),
  result: z.object({ company: companyDetailSchema, contacts: z.array(companyContactSchema) }),
});
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

export const companyParamsSchema = z.object({ id: idSchema });

/** `preferences` as sent by the profile form: JSON text of the main interests and the trade type. */
export const companyPreferencesSchema = z.object({
  categories: z
    .array(
      z
        .number()
        .int()
        .refine((id) => CATEGORY_OPTIONS.some((c) => c.id === id), "unknown category"),
    )
    .min(1, "Please choose at least one main interest.")
    .max(MAX_MAIN_INTERESTS, "You can select a maximum of 3 options.")
    .refine((ids) => new Set(ids).size === ids.length, "must not repeat a category"),
  trading: z.enum(TRADING_TYPES),
});

const line = (max: number) => textSchema().pipe(z.string().trim().max(max));

/**
 * `preferences` as clients send it: JSON text (as the spec's clients do) or the object itself.
 * Whatever is wrong in it is reported on `preferences` itself, with the spec's texts ("Please
 * choose at least one main interest."), so the profile form can show the reason as it is.
 */
const preferencesInputSchema = z
  .union([z.string().max(500), z.record(z.string(), z.unknown())])
  .transform((value, ctx) => {
    let parsed: unknown = value;
    if (typeof value === "string") {
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    }
    const result = companyPreferencesSchema.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "is invalid" });
      return z.NEVER;
    }
    return result.data;
  });

/** POST /api/companies/updateCompany: only the signed-in user's own company (`id`). */
export const updateCompanyBodySchema = z.object({
  id: idSchema,
  tel: line(60),
  /** The street line. */
  address: line(300),
  city: line(120).optional(),
  postalCode: line(40).optional(),
  profile: textSchema().pipe(
    z
      .string()
      .trim()
      .max(
        COMPANY_PROFILE_MAX_CHARS,
        "Please reduce the number of characters in the Company Description field to proceed.",
      ),
  ),
  /** No spaces (part 2 §5); an http(s) address or a host name (stored as https://…); "-" or "" for none. */
  website: websiteSchema,
  /** JSON text, or the object itself. */
  preferences: preferencesInputSchema,
});
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;

/** POST /api/companies/updateContact: only the signed-in user's own contact (`id`). */
export const updateContactBodySchema = z.object({
  id: idSchema,
  name: textSchema().pipe(z.string().trim().min(1, "This field is required").max(120)),
  tel: line(60),
  function: line(120),
  /** The messenger's name and the handle, number or http(s) address: never another kind of address. */
  imName: messengerSchema(60).nullish(),
  imValue: messengerSchema(200).nullish(),
  rfqDisabled: z.boolean().optional(),
  possibleMatchesDisabled: z.boolean().optional(),
});
export type UpdateContactBody = z.infer<typeof updateContactBodySchema>;

/** POST /api/companies/fetchProfilePictures. */
export const fetchProfilePicturesBodySchema = z.object({ companyId: idSchema });
export const profilePicturesResponseSchema = z.object({
  status: z.number().int(),
  pictures: z.array(z.object({ id: z.number().int(), profilePic: z.string().nullable() })),
});

/** GET /api/companies/fetchLargePicture/{contactId}. */
export const largePictureParamsSchema = z.object({ contactId: idSchema });
export const largePictureResponseSchema = z.object({
  status: z.number().int(),
  profilePicLarge: z.string().nullable(),
});

/** GET /api/companies/fetchPicture: the signed-in user's own small picture. */
export const ownPictureResponseSchema = z.object({
  status: z.number().int(),
  profilePic: z.string().nullable(),
});

/** POST /api/companies/uploadPicture (multipart, file field `picture`): the new small picture. */
export const uploadPictureResponseSchema = z.object({
  status: z.number().int(),
  profilePic: z.string(),
  profilePicLarge: z.string(),
});

/** The form of POST /api/companies/uploadPicture, for the document: the route reads the file itself. */
export const uploadPictureFormSchema = z.object({
  picture: z
    .file()
    .max(PROFILE_PICTURE.maxBytes)
    .describe("A JPEG or PNG (by content) of at most 4096×4096 pixels"),
});
