import { z } from "zod";
import { isStorableText, textSchema } from "./common.ts";

/** Largest analytics payload, as JSON text. */
const LOG_EVENT_DATA_MAX_CHARS = 4000;

/** Ticket prices of an edition in integer euro cents (part 1 §9). */
export const ticketPricesSchema = z.object({
  currency: z.literal("EUR"),
  /** Per attendee for members of the marketplace. */
  memberCents: z.number().int(),
  /** The first attendee of a non-member company; it includes a year of membership. */
  nonMemberFirstCents: z.number().int(),
  /** The membership included in the non-member first ticket. */
  membershipCents: z.number().int(),
  /** Donated to charity per attendee. */
  charityPerAttendeeCents: z.number().int(),
});
export type TicketPrices = z.infer<typeof ticketPricesSchema>;

/** The current edition's event facts, shipped with the settings so no page hard-codes them. */
export const eventInfoSchema = z.object({
  editionId: z.number().int(),
  edition: z.number().int(),
  name: z.string(),
  city: z.string(),
  venue: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  startsAtUtc: z.string(),
  timezone: z.string(),
  registrationOpen: z.boolean(),
  tradersCount: z.number().int(),
  countriesCount: z.number().int(),
  prices: ticketPricesSchema,
});
export type EventInfo = z.infer<typeof eventInfoSchema>;

export const settingsSchema = z.object({
  showVideoBanner: z.number().int(),
  videoBannerUrl: z.string(),
  mainpage_text: z.string(),
  reg_thankyou: z.string(),
  schedulerEnabled: z.boolean(),
  enablePicSharing: z.number().int(),
  /** Base address of company logos (`{logoHost}/{username}.jpg|jpeg|png`), or null for none. */
  logoHost: z.string().nullable(),
  event: eventInfoSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const allSettingsResponseSchema = z.object({ status: z.number().int(), payload: settingsSchema });

export const countrySchema = z.object({
  country_id: z.number().int(),
  country: z.string(),
  reverse_charge: z.boolean(),
  /** VAT charged to this country in basis points (2100 = 21%); see pricing.ts. */
  vat_rate_bp: z.number().int(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.object({
  status: z.number().int(),
  payload: z.array(countrySchema),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  image: z.string(),
  /** The phone creative (320×100), shown on narrow screens; "" when there is none. */
  mobileImage: z.string(),
  isAd: z.boolean(),
  alt: z.string(),
  style: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = z.object({ status: z.number().int(), payload: z.array(bannerSchema) });

/** Analytics event sent by the web app (part 1 §7). */
export const logEventBodySchema = z.object({
  event: textSchema().pipe(z.string().trim().min(1).max(64)),
  page: textSchema().pipe(z.string().max(500)).optional(),
  userId: z.number().int().positive().nullable().optional(),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => {
      // Nesting deep enough to overflow the stack, NUL and broken Unicode (which jsonb refuses)
      // are bad input, not a failure of the server.
      try {
        let storable = true;
        const json = JSON.stringify(d, (key, value) => {
          if (!isStorableText(key) || (typeof value === "string" && !isStorableText(value))) storable = false;
          return value;
        });
        return storable && json.length <= LOG_EVENT_DATA_MAX_CHARS;
      } catch {
        return false;
      }
    }, `must be at most ${LOG_EVENT_DATA_MAX_CHARS} characters of JSON without NUL characters or broken Unicode`)
    .optional(),
});
export type LogEventBody = z.infer<typeof logEventBodySchema>;

/**
 * GET /api/misc/clock: the event clock, which every screen reads instead of the device's (a
 * rehearsal's or a demo's EVENT_TIME, or real time).
 */
export const eventClockResponseSchema = z.object({
  status: z.number().int(),
  /** The event clock's instant now (ISO). */
  now: z.string(),
  /** True when the clock is set (EVENT_TIME: a rehearsal or the demo), not real time. */
  set: z.boolean(),
  /** True when the start set it to replay the demo's meeting days: every screen says so. */
  demo: z.boolean(),
});
export type EventClockResponse = z.infer<typeof eventClockResponseSchema>;
