import { z } from "zod";
import { textSchema } from "./common.ts";
import { websiteSchema } from "./url.ts";

/**
 * The organiser console's content editors: the current edition's sponsors and the sponsor banners.
 * Pictures are uploaded first (`POST /api/organiser/content/images`), which answers the address of
 * the re-encoded file; the editors' calls then name that address.
 */

/** What an uploaded picture is for: it is re-encoded and sized for that. */
export const CONTENT_IMAGE_KINDS = [
  "sponsor-logo",
  "banner",
  "banner-phone",
  "speaker-photo",
  "gallery-picture",
] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

/** The largest picture file an editor takes. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const contentImageQuerySchema = z.object({ kind: z.enum(CONTENT_IMAGE_KINDS) });

export const contentImageResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type ContentImageResponse = z.infer<typeof contentImageResponseSchema>;

export const SPONSOR_TIERS = ["main", "submain", "others"] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

/** A website, or none: "" (the spec's sponsors and banners keep "" for none). */
const linkSchema = z.pipe(
  websiteSchema,
  z.transform((value: string) => (value === "-" ? "" : value)),
);

/** An address of an uploaded picture, as the upload call answered it. */
const uploadedSchema = textSchema().trim().max(300);

export const consoleSponsorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  type: z.enum(SPONSOR_TIERS),
  logoUrl: z.string(),
  sort: z.number().int(),
});
export type ConsoleSponsor = z.infer<typeof consoleSponsorSchema>;

export const consoleSponsorsResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ items: z.array(consoleSponsorSchema) }),
});
export type ConsoleSponsorsResponse = z.infer<typeof consoleSponsorsResponseSchema>;

export const sponsorBodySchema = z.object({
  name: textSchema().trim().min(1, "Please enter the sponsor's name").max(120),
  url: linkSchema,
  type: z.enum(SPONSOR_TIERS),
  logoUrl: uploadedSchema.min(1, "Please upload the logo"),
});
export type SponsorBody = z.infer<typeof sponsorBodySchema>;

export const consoleSponsorResponseSchema = z.object({
  status: z.literal(200),
  payload: consoleSponsorSchema,
});

export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const sponsorOrderBodySchema = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500),
});

export const consoleBannerSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  image: z.string(),
  mobileImage: z.string(),
  isAd: z.boolean(),
  active: z.boolean(),
  numClicked: z.number().int(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;

export const consoleBannersResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ items: z.array(consoleBannerSchema) }),
});
export type ConsoleBannersResponse = z.infer<typeof consoleBannersResponseSchema>;

export const bannerBodySchema = z.object({
  url: linkSchema,
  alt: textSchema().trim().min(1, "Please describe the banner for people who cannot see it").max(200),
  image: uploadedSchema.min(1, "Please upload the banner"),
  /** The phone creative (320×100); "" for none. */
  mobileImage: uploadedSchema,
  isAd: z.boolean(),
  active: z.boolean(),
});
export type BannerBody = z.infer<typeof bannerBodySchema>;

export const consoleBannerResponseSchema = z.object({ status: z.literal(200), payload: consoleBannerSchema });
