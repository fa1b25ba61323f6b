import { z } from "zod";

/** Largest value of a PostgreSQL integer column: ids above it can only be bad input. */
export const MAX_DB_INT = 2_147_483_647;

/** Positive integer id in a path, query or body; strings of digits are accepted from paths. */
export const idSchema = z.coerce.number().int().positive().max(MAX_DB_INT);

/** Text the database can store: PostgreSQL refuses the NUL character, so it is bad input. */
export const textSchema = () =>
  z.string().refine((s) => !s.includes("\u0000"), "must not contain NUL characters");

export const emailSchema = z.string().trim().min(1).max(254).email();

/** Error body produced by the server's single error handler. `field` names the input that failed. */
export const errorResponseSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ status: 200 }`: the spec's success body where nothing else is returned. */
export const statusOnlySchema = z.object({ status: z.number().int() });
