import { z } from "zod";
import { textSchema } from "./common.ts";

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

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter a real date");

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
