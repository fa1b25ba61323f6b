import * as z from "zod/mini";

/**
 * The schemas the web app parses with, built with zod's functional API (`zod/mini`) so the
 * browser loads only the checks it uses. Every module under `schemas/mini/` builds its schemas
 * with `zod/mini` alone and imports no module that builds them with the classic API; the
 * server's modules mix them into classic schemas (`z.object({ user: sessionUserSchema })`) and
 * re-export them, so the rules, messages and the OpenAPI document are the same on both ends.
 * Rule of writing: one `.check()` per method of the classic chain it replaces, `z.int()` for
 * `.int()`, `z.gt(0)` for `.positive()`, `z.gte`/`z.lte` for a number's `.min`/`.max`,
 * `z.minLength`/`z.maxLength` for a string's or an array's, and `describe()` below for `.describe()`.
 *
 * `zod/mini` loads no locale: a built-in check without its own message reads "Invalid input" in
 * the browser (the server loads English with the classic API). No such message reaches a form.
 */

/** Largest value of a PostgreSQL integer column: ids above it can only be bad input. */
export const MAX_DB_INT = 2_147_483_647;

/**
 * An unpaired UTF-16 surrogate, which UTF-8 cannot hold: a high one not followed by a low one, or
 * a low one not preceded by a high one (read by code unit, hence no `u` flag; no lookbehind, so
 * older browsers read it too).
 */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** True for text PostgreSQL stores as it is: no NUL character and no broken Unicode. */
export const isStorableText = (s: string) => !s.includes("\u0000") && !LONE_SURROGATE.test(s);

/** The messages of the two checks of `textSchema`. */
export const TEXT_MESSAGES = {
  nul: "must not contain NUL characters",
  unicode: "must be valid Unicode text",
} as const;

/** A whole number (the classic `z.number().int()`). */
export const intSchema = () => z.number().check(z.int());

/** Positive integer id in a path, query or body; strings of digits are accepted from paths. */
export const idSchema = z.coerce.number().check(z.int()).check(z.gt(0)).check(z.lte(MAX_DB_INT));

/**
 * Text the database can store: PostgreSQL refuses the NUL character, and a lone surrogate is
 * refused in JSON (jsonb) and garbled elsewhere, so both are bad input.
 */
export const textSchema = () =>
  z
    .string()
    .check(z.refine((s) => !s.includes("\u0000"), TEXT_MESSAGES.nul))
    .check(z.refine((s) => !LONE_SURROGATE.test(s), TEXT_MESSAGES.unicode));

/**
 * A copy of `schema` that the OpenAPI document describes with `description`, made as the
 * classic `.describe()` makes it.
 * @example describe(idSchema, "country_id from /api/misc/countriesAll")
 */
export function describe<T extends z.ZodMiniType>(schema: T, description: string): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy, { description });
  return copy;
}
