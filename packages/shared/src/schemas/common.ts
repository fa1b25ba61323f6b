import { z } from "zod";
import { isStorableText, LONE_SURROGATE, MAX_DB_INT, TEXT_MESSAGES } from "./mini/common.ts";

export { isStorableText, MAX_DB_INT };

/** Positive integer id in a path, query or body; strings of digits are accepted from paths. */
export const idSchema = z.coerce.number().int().positive().max(MAX_DB_INT);

/**
 * Text the database can store: PostgreSQL refuses the NUL character, and a lone surrogate is
 * refused in JSON (jsonb) and garbled elsewhere, so both are bad input.
 */
export const textSchema = () =>
  z
    .string()
    .refine((s) => !s.includes("\u0000"), TEXT_MESSAGES.nul)
    .refine((s) => !LONE_SURROGATE.test(s), TEXT_MESSAGES.unicode);

/**
 * A calendar day as YYYY-MM-DD that exists: 2027-02-30 is refused (Date.parse would roll it over
 * to 2 March).
 */
export const isoDateSchema = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD")
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, "Enter a real date");

export const emailSchema = z.string().trim().min(1).max(254).email();

/** Error body produced by the server's single error handler. `field` names the input that failed. */
export const errorResponseSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** `{ status: 200 }`: the spec's success body where nothing else is returned. */
export const statusOnlySchema = z.object({ status: z.number().int() });
