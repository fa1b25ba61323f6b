import { z } from "zod";
import { CATEGORY_OPTIONS, TRADING_TYPES } from "../constants.ts";
import { textSchema } from "./common.ts";

/** Attendee directory (part 2 §2 "Attendee directory", §3 "Attendee company", §5, §7). */

/** Longest free-text query; longer input is bad input, not a slow query. */
const DIRECTORY_SEARCH_MAX_CHARS = 100;

const categoryIdSchema = z
  .number()
  .int()
  .refine((id) => CATEGORY_OPTIONS.some((c) => c.id === id), "must be a main-interest category id (1-9)");

/**
 * POST /api/misc/attendees. The client trims `search` and sends empty values as null; the server
 * trims again and treats "" like null, so older clients get the same answer.
 */
export const attendeesSearchBodySchema = z.object({
  search: textSchema().pipe(z.string().trim().max(DIRECTORY_SEARCH_MAX_CHARS)).nullish(),
  /** One main-interest category id (1-9), or null for any. */
  pref: categoryIdSchema.nullish(),
  /** "used" or "new", or null for either. */
  tradingType: z.enum(TRADING_TYPES).nullish(),
  /**
   * "name" (the default) or "match": a signed-in attendee's possible matches first, best first,
   * each row with its `match`; visitors and users who turned possible matches off get name order.
   */
  sort: z.enum(["name", "match"]).nullish(),
});
export type AttendeesSearchBody = z.infer<typeof attendeesSearchBodySchema>;

/** One attending company as the directory lists it: directory-public fields only. */
export const directoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  /** 3 is a full member whose detail page opens (for signed-in users). */
  status: z.number().int(),
  isDiamond: z.boolean(),
  isGold: z.boolean(),
  isTrusted: z.boolean(),
  industry: z.string().nullable(),
  /** Main-interest category ids. */
  categories: z.array(z.number().int()),
  tradingType: z.enum(TRADING_TYPES).nullable(),
  /** With sort "match": how well the company matches the caller's (score, the first reason); null for no match. */
  match: z.object({ score: z.number(), reason: z.string() }).nullish(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** Attending companies of the current edition, ordered by name. */
export const attendeesResponseSchema = z.object({
  status: z.number().int(),
  payload: z.array(directoryEntrySchema),
});
export type AttendeesResponse = z.infer<typeof attendeesResponseSchema>;

/** Columns of GET /api/misc/attendeesAsCSV, in order (no e-mail addresses or phone numbers). */
export const ATTENDEES_CSV_COLUMNS = [
  "Company",
  "Country",
  "Membership",
  "Main interests",
  "Trades mostly",
  "Industry",
  "Description",
] as const;
