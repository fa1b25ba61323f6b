import { z } from "zod";
import { isSafeMessengerValue, URL_MESSAGES } from "../url.ts";
import { textSchema } from "./common.ts";

export { requiredWebsiteSchema, websiteSchema } from "./mini/url.ts";

/**
 * A messenger field (its name or the handle, number or address to reach someone by). Text as
 * typed, but never an address of a scheme other than http(s).
 */
export const messengerSchema = (max: number) =>
  textSchema().pipe(z.string().trim().max(max)).refine(isSafeMessengerValue, URL_MESSAGES.messenger);
