import { z } from "zod";
import { isoDateSchema, textSchema } from "./common.ts";

/**
 * The organiser console's editions: the yearly event's editions, the next one made from the current
 * one (its prices, settings, texts, tables and timeslot pattern), and which one is current.
 */

export const consoleEditionSchema = z.object({
  id: z.number().int(),
  edition: z.number().int(),
  name: z.string(),
  city: z.string(),
  venue: z.string(),
  /** YYYY-MM-DD, the first and the last day. */
  dateStart: z.string(),
  dateEnd: z.string(),
  timezone: z.string(),
  isCurrent: z.boolean(),
  /** Meeting timeslots of the edition. */
  timeslots: z.number().int(),
  registrations: z.number().int(),
});
export type ConsoleEdition = z.infer<typeof consoleEditionSchema>;

export const consoleEditionsResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ items: z.array(consoleEditionSchema) }),
});
export type ConsoleEditionsResponse = z.infer<typeof consoleEditionsResponseSchema>;

const isoDate = isoDateSchema();

export const newEditionBodySchema = z.object({
  name: textSchema().trim().min(1, "Please name the edition").max(120),
  city: textSchema().trim().min(1, "Please enter the city").max(80),
  venue: textSchema().trim().min(1, "Please enter the venue").max(120),
  venueAddress: textSchema().trim().max(200).default(""),
  /** The first day; the edition lasts as many days as the current one. */
  dateStart: isoDate,
  /** An IANA time zone: "Europe/Lisbon". */
  timezone: textSchema().trim().min(1).max(64),
});
export type NewEditionBody = z.infer<typeof newEditionBodySchema>;

export const consoleEditionResponseSchema = z.object({
  status: z.literal(200),
  payload: consoleEditionSchema,
});
export type ConsoleEditionResponse = z.infer<typeof consoleEditionResponseSchema>;

export const editionParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const cents = (label: string) =>
  z
    .number()
    .int(`${label}: whole cents`)
    .min(0, `${label}: not below 0`)
    .max(100_000_000, `${label}: at most 1,000,000.00`);

/**
 * An edition's facts as the console edits them: its name and place, its days and time zone, when it
 * begins (the countdown's moment), its prices in euro cents and its dinner limits. Changing the days
 * or the zone of an edition that has meeting timeslots outside the new days is refused: the meeting
 * days are changed first.
 */
export const editionDetailsBodySchema = z
  .object({
    name: textSchema().trim().min(1, "Please name the edition").max(120),
    /** The pictures archive's title of the edition. */
    pageTitle: textSchema().trim().max(160).default(""),
    city: textSchema().trim().min(1, "Please enter the city").max(80),
    venue: textSchema().trim().min(1, "Please enter the venue").max(120),
    venueAddress: textSchema().trim().max(200).default(""),
    venueMapUrl: textSchema()
      .trim()
      .max(500)
      .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), "Enter an https:// address")
      .default(""),
    /** The edition's film in the pictures archive (YouTube or Vimeo); empty: the site's video banner. */
    videoUrl: textSchema()
      .trim()
      .max(500)
      .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), "Enter an https:// address")
      .default(""),
    dateStart: isoDate,
    dateEnd: isoDate,
    /** HH:MM on the first day, in the edition's zone: when the event begins (the countdown's target). */
    startTime: z.string().regex(HHMM, "Enter a time as HH:MM"),
    timezone: textSchema().trim().min(1).max(64),
    memberPriceCents: cents("memberPriceCents"),
    nonMemberFirstPriceCents: cents("nonMemberFirstPriceCents"),
    membershipPriceCents: cents("membershipPriceCents"),
    charityPerAttendeeCents: cents("charityPerAttendeeCents"),
    dinnerSpotsPerDay: z.number().int().min(0).max(10_000),
    dinnerPerCompany: z.number().int().min(0).max(100),
    /** The figures the home page shows ("1,000 traders from 40 countries"). */
    tradersCount: z.number().int().min(0).max(1_000_000),
    countriesCount: z.number().int().min(0).max(300),
  })
  .superRefine((value, ctx) => {
    if (value.dateEnd < value.dateStart)
      ctx.addIssue({ code: "custom", path: ["dateEnd"], message: "The last day is not before the first" });
    else if (Date.parse(value.dateEnd) - Date.parse(value.dateStart) > 13 * 86_400_000)
      ctx.addIssue({ code: "custom", path: ["dateEnd"], message: "An edition lasts at most two weeks" });
  });
export type EditionDetailsBody = z.infer<typeof editionDetailsBodySchema>;

export const editionDetailsSchema = z.object({
  id: z.number().int(),
  edition: z.number().int(),
  isCurrent: z.boolean(),
  name: z.string(),
  pageTitle: z.string(),
  city: z.string(),
  venue: z.string(),
  venueAddress: z.string(),
  venueMapUrl: z.string(),
  videoUrl: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  startTime: z.string(),
  timezone: z.string(),
  memberPriceCents: z.number().int(),
  nonMemberFirstPriceCents: z.number().int(),
  membershipPriceCents: z.number().int(),
  charityPerAttendeeCents: z.number().int(),
  dinnerSpotsPerDay: z.number().int(),
  dinnerPerCompany: z.number().int(),
  tradersCount: z.number().int(),
  countriesCount: z.number().int(),
});
export type EditionDetails = z.infer<typeof editionDetailsSchema>;

export const editionDetailsResponseSchema = z.object({
  status: z.literal(200),
  payload: editionDetailsSchema,
});
export type EditionDetailsResponse = z.infer<typeof editionDetailsResponseSchema>;
