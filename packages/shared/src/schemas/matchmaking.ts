import { z } from "zod";
import { CATEGORY_OPTIONS } from "../constants.ts";
import {
  LEFT_OUT_REASONS,
  SCHEDULE_KINDS,
  TRADE_BRAND_MAX_CHARS,
  TRADE_BRANDS_MAX,
  TRADE_CONDITIONS,
  TRADE_REGION_IDS,
  WISH_KINDS,
} from "../matchmaking.ts";
import { idSchema, MAX_DB_INT, textSchema } from "./common.ts";

/**
 * Matchmaking: what a company trades, possible matches, wish lists (attendees) and the automatic
 * schedule (organisers). The words and limits are in `../matchmaking.ts`.
 */

const categoryIdSchema = z
  .number()
  .int()
  .refine((id) => CATEGORY_OPTIONS.some((c) => c.id === id), "must be a main-interest category id (1-9)");

const unique = <T>(items: T[]) => new Set(items).size === items.length;

/** One side of a trade profile: what a company looks for, or what it offers. Every list may be empty. */
export const tradeSideSchema = z.object({
  categories: z
    .array(categoryIdSchema)
    .max(CATEGORY_OPTIONS.length)
    .refine(unique, "must not repeat a category"),
  brands: z
    .array(textSchema().pipe(z.string().trim().min(1).max(TRADE_BRAND_MAX_CHARS)))
    .max(TRADE_BRANDS_MAX, `at most ${TRADE_BRANDS_MAX} brands`),
  conditions: z.array(z.enum(TRADE_CONDITIONS)).refine(unique, "must not repeat a condition"),
  regions: z.array(z.enum(TRADE_REGION_IDS)).refine(unique, "must not repeat a region"),
});
export type TradeSide = z.infer<typeof tradeSideSchema>;

export const tradeProfileSchema = z.object({ lookingFor: tradeSideSchema, offering: tradeSideSchema });
export type TradeProfile = z.infer<typeof tradeProfileSchema>;

/** GET /api/matchmaking/trade/{companyId}: a company's trade profile (attendees of the edition). */
export const tradeParamsSchema = z.object({ companyId: idSchema });
export const tradeResponseSchema = z.object({
  status: z.number().int(),
  companyId: z.number().int(),
  trade: tradeProfileSchema,
});
export type TradeResponse = z.infer<typeof tradeResponseSchema>;

/** PUT /api/matchmaking/trade: the signed-in user's own company's trade profile. */
export const tradeBodySchema = tradeProfileSchema;
export type TradeBody = z.input<typeof tradeBodySchema>;

/** A company or a person as a wish and a match name them. */
export const wishTargetSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  country: z.string(),
  /** The person wished for; null: anyone of the company. */
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
});

export const wishSchema = z.object({
  target: wishTargetSchema,
  kind: z.enum(WISH_KINDS),
  /** True when the other company wishes to meet the user's company too ("must" or "like"); both see it. */
  mutual: z.boolean(),
  updatedAt: z.string(),
});
export type Wish = z.infer<typeof wishSchema>;

/** GET /api/matchmaking/wishes: the user's own wish list, and the mutual wishes of others on them. */
export const wishesResponseSchema = z.object({
  status: z.number().int(),
  wishes: z.array(wishSchema),
  /** Companies that wish to meet the user's company and whom the user (or a colleague) wishes too. */
  mutual: z.array(wishTargetSchema),
});
export type WishesResponse = z.infer<typeof wishesResponseSchema>;

/** PUT /api/matchmaking/wishes: one wish about a company (or one of its people), made or changed. */
/** An id in a JSON body: a number, never a string or a boolean coerced to one. */
const bodyIdSchema = z.number().int().positive().max(MAX_DB_INT);

export const wishBodySchema = z.object({
  companyId: bodyIdSchema,
  contactId: bodyIdSchema.nullish(),
  kind: z.enum(WISH_KINDS),
});
export type WishBody = z.input<typeof wishBodySchema>;

/** DELETE /api/matchmaking/wishes/{companyId}: the wish about a company goes. */
export const wishParamsSchema = z.object({ companyId: idSchema });

/** One possible match, with its reasons in words ("Sells used servers, which you are looking for"). */
export const matchSchema = z.object({
  target: wishTargetSchema,
  /** Higher is a better match; only the order matters. */
  score: z.number(),
  reasons: z.array(z.string()).min(1),
  /** The user's wish about the company, if any ("no" never appears: such a company is no match). */
  wish: z.enum(["must", "like"]).nullable(),
  mutual: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

/** GET /api/matchmaking/matches?limit=: the signed-in user's possible matches, best first. */
export const matchesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const matchesResponseSchema = z.object({
  status: z.number().int(),
  /** False when the user turned possible matches off (then `matches` is empty). */
  enabled: z.boolean(),
  matches: z.array(matchSchema),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

/* The organisers' automatic schedule. */

export const scheduleOptionsSchema = z.object({
  /** Meetings per person per day, at most. */
  capPerDay: z.number().int().min(1).max(48),
  /** After this many meetings in a row a free timeslot; 0: no rule. */
  maxInARow: z.number().int().min(0).max(48),
});
export type ScheduleOptions = z.infer<typeof scheduleOptionsSchema>;

/** POST /api/organiser/schedule/draft: a new draft (locked and published meetings kept). */
export const scheduleDraftBodySchema = scheduleOptionsSchema;

export const scheduleFiguresSchema = z.object({
  wishes: z.number().int(),
  mutualWishes: z.number().int(),
  /** Mutual wishes that had a common free timeslot with a table before the run. */
  feasibleMutual: z.number().int(),
  scheduledMutual: z.number().int(),
  meetings: z.number().int(),
  value: z.number(),
  /** The LP relaxation's bound on the value; value / bound is how close the draft is. */
  bound: z.number(),
  /** Meetings per attendee who wished to meet someone: the 10th percentile and the median. */
  p10: z.number(),
  median: z.number(),
  /** Draft meetings that moved from the previous draft. */
  moved: z.number().int(),
  millis: z.number().int(),
});
export type ScheduleFigures = z.infer<typeof scheduleFiguresSchema>;

const draftPersonSchema = z.object({ id: z.number().int(), name: z.string(), companyName: z.string() });

export const draftMeetingSchema = z.object({
  id: z.number().int(),
  from: draftPersonSchema,
  to: draftPersonSchema,
  timeslotId: z.number().int(),
  day: z.number().int(),
  timeStart: z.string(),
  timeEnd: z.string(),
  tableNumber: z.number().int(),
  kind: z.enum(SCHEDULE_KINDS),
  locked: z.boolean(),
  /** The meeting it became when published; null in the draft. */
  meetingId: z.number().int().nullable(),
  /** A booking since the draft made it impossible when it was published: it stays in the draft. */
  skipped: z.boolean(),
});
export type DraftMeeting = z.infer<typeof draftMeetingSchema>;

export const leftOutSchema = z.object({
  from: draftPersonSchema,
  /** The company wished for, and the person if one was named. */
  toCompany: z.string(),
  toName: z.string().nullable(),
  kind: z.enum(SCHEDULE_KINDS),
  reason: z.enum(Object.keys(LEFT_OUT_REASONS) as [keyof typeof LEFT_OUT_REASONS]),
});
export type LeftOut = z.infer<typeof leftOutSchema>;

/** GET /api/organiser/schedule: the current draft (none before the first run). */
export const scheduleResponseSchema = z.object({
  status: z.number().int(),
  draft: z
    .object({
      options: scheduleOptionsSchema,
      figures: scheduleFiguresSchema,
      createdAt: z.string(),
      publishedAt: z.string().nullable(),
      /** A publication under way: how many of its meetings are made or skipped so far. */
      publishing: z
        .object({
          as: z.enum(["accepted", "requests"]),
          total: z.number().int(),
          done: z.number().int(),
          skipped: z.number().int(),
        })
        .nullable(),
      meetings: z.array(draftMeetingSchema),
      leftOut: z.array(leftOutSchema),
    })
    .nullable(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

export const draftMeetingParamsSchema = z.object({ id: idSchema });

/** POST /api/organiser/schedule/meetings/{id}/lock: a draft meeting kept by every re-run, or not. */
export const draftLockBodySchema = z.object({ locked: z.boolean() });

/**
 * POST /api/organiser/schedule/publish: the draft's meetings become accepted meetings or requests,
 * in batches by the job runner; GET /api/organiser/schedule follows it (`publishing`).
 */
export const schedulePublishBodySchema = z.object({ as: z.enum(["accepted", "requests"]) });
export const schedulePublishResponseSchema = z.object({
  status: z.number().int(),
  /** Draft meetings to publish. */
  queued: z.number().int(),
});

/** POST /api/organiser/schedule/draft: the new draft's figures (GET /api/organiser/schedule for the rest). */
export const scheduleDraftResponseSchema = z.object({
  status: z.number().int(),
  figures: scheduleFiguresSchema,
});

/** POST /api/organiser/schedule/meetings/{id}/lock and DELETE /api/organiser/schedule/meetings/{id}. */
export const scheduleDoneResponseSchema = z.object({ status: z.number().int() });
