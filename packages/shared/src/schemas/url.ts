import { z } from "zod";
import {
  isSafeMessengerValue,
  NO_WEBSITE,
  URL_MESSAGES,
  WEBSITE_MAX_CHARS,
  websiteHasSpaces,
  websiteToStore,
} from "../url.ts";
import { textSchema } from "./common.ts";

/**
 * The website of a company, on every call that stores one (registration, company update). It
 * accepts an http(s) address, a host name (stored with "https://" in front, so it never becomes a
 * relative link), and "-" or "" for none (stored as "-"). Anything else, `javascript:` and `data:`
 * included, is a 400 naming the field.
 */
export const websiteSchema = textSchema()
  .pipe(z.string().trim().max(WEBSITE_MAX_CHARS))
  .transform((value, ctx) => {
    const stored = websiteHasSpaces(value) ? null : websiteToStore(value);
    if (stored === null) {
      ctx.addIssue({
        code: "custom",
        message: websiteHasSpaces(value) ? URL_MESSAGES.noSpaces : URL_MESSAGES.website,
      });
      return z.NEVER;
    }
    return stored;
  })
  .describe(`An http(s) address, or a host name (stored as https://…); "${NO_WEBSITE}" or "" for none`);

/** A website that must be given: "-" still says "none", an empty field does not. */
export const requiredWebsiteSchema = textSchema()
  .pipe(z.string().trim().min(1))
  .pipe(websiteSchema)
  .describe(`An http(s) address, a host name (stored as https://…), or "${NO_WEBSITE}" for none`);

/**
 * A messenger field (its name or the handle, number or address to reach someone by). Text as
 * typed, but never an address of a scheme other than http(s).
 */
export const messengerSchema = (max: number) =>
  textSchema().pipe(z.string().trim().max(max)).refine(isSafeMessengerValue, URL_MESSAGES.messenger);
