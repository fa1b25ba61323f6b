import { z } from "zod";

/** Positive integer id in a path, query or body; strings of digits are accepted from paths. */
export const idSchema = z.coerce.number().int().positive();

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
