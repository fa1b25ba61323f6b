import { z } from "zod";

/** Largest value of a PostgreSQL integer column: ids above it can only be bad input. */
export const MAX_DB_INT = 2_147_483_647;

/** Positive integer id in a path, query or body; strings of digits are accepted from paths. */
export const idSchema = z.coerce.number().int().positive().max(MAX_DB_INT);

/**
 * An unpaired UTF-16 surrogate, which UTF-8 cannot hold: a high one not followed by a low one, or
 * a low one not preceded by a high one (read by code unit, hence no `u` flag; no lookbehind, so
 * older browsers read it too).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True for text PostgreSQL stores as it is: no NUL character and no broken Unicode. */
export const isStorableText = (s: string) => !s.includes("\u0000") && !LONE_SURROGATE.test(s);

/**
 * Text the database can store: PostgreSQL refuses the NUL character, and a lone surrogate is
 * refused in JSON (jsonb) and garbled elsewhere, so both are bad input.
 */
export const textSchema = () =>
  z
    .string()
    .refine((s) => !s.includes("\u0000"), "must not contain NUL characters")
    .refine((s) => !LONE_SURROGATE.test(s), "must be valid Unicode text");

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
