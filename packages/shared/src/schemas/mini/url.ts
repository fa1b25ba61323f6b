import * as z from "zod/mini";
import { NO_WEBSITE, URL_MESSAGES, WEBSITE_MAX_CHARS, websiteHasSpaces, websiteToStore } from "../../url.ts";
import { describe, textSchema } from "./common.ts";

/**
 * The website of a company, on every call that stores one (registration, company update). It
 * accepts an http(s) address, a host name (stored with "https://" in front, so it never becomes a
 * relative link), and "-" or "" for none (stored as "-"). Anything else, `javascript:` and `data:`
 * included, is a 400 naming the field.
 */
export const websiteSchema = describe(
  z.pipe(
    z.pipe(textSchema(), z.string().check(z.trim()).check(z.maxLength(WEBSITE_MAX_CHARS))),
    z.transform((value: string, ctx) => {
      const stored = websiteHasSpaces(value) ? null : websiteToStore(value);
      if (stored === null) {
        // The issue the classic API's `ctx.addIssue` makes (zod/mini's transform has no addIssue).
        ctx.issues.push({
          code: "custom",
          message: websiteHasSpaces(value) ? URL_MESSAGES.noSpaces : URL_MESSAGES.website,
          input: value,
        });
        return z.NEVER;
      }
      return stored;
    }),
  ),
  `An http(s) address, or a host name (stored as https://…); "${NO_WEBSITE}" or "" for none`,
);

/** A website that must be given: "-" still says "none", an empty field does not. */
export const requiredWebsiteSchema = describe(
  z.pipe(z.pipe(textSchema(), z.string().check(z.trim()).check(z.minLength(1))), websiteSchema),
  `An http(s) address, a host name (stored as https://…), or "${NO_WEBSITE}" for none`,
);
