import { z } from "zod";
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAudience,
  AUDIENCES_WITH_DAY,
} from "../announcements.ts";
import { idSchema, textSchema } from "./common.ts";
import { pageQuerySchema, pageResponseSchema } from "./organiser.ts";

export {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAudience,
  AUDIENCES_WITH_DAY,
} from "../announcements.ts";

/** scheduled: waits for its time; sending: its recipients are being told; sent; cancelled before it went. */
export const ANNOUNCEMENT_STATES = ["scheduled", "sending", "sent", "cancelled"] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

const audienceFields = {
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).describe("Who is told"),
  day: z.coerce.number().int().min(1).max(7).optional().describe("The day, for meetings and dinner"),
};

/** A day is named exactly for the audiences of a day (400 naming `day` otherwise). */
function dayFits(value: { audience: AnnouncementAudience; day?: number | undefined }, ctx: z.RefinementCtx) {
  const needsDay = AUDIENCES_WITH_DAY.includes(value.audience);
  if (needsDay && value.day === undefined)
    ctx.addIssue({ code: "custom", path: ["day"], message: "Choose the day." });
  if (!needsDay && value.day !== undefined)
    ctx.addIssue({ code: "custom", path: ["day"], message: "This group takes no day." });
}

/** GET /api/organiser/announcements/preview: how many a group counts now. */
export const announcementPreviewQuerySchema = z.object(audienceFields).superRefine(dayFits);
export type AnnouncementPreviewQuery = z.infer<typeof announcementPreviewQuerySchema>;

/** A day of the event as the form offers it: its number and its date in the event's zone. */
export const announcementDaySchema = z.object({ day: z.number().int(), date: z.string().nullable() });

export const announcementPreviewResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    recipients: z.number().int().min(0).describe("How many the group counts at this moment"),
    days: z.array(announcementDaySchema).describe("The meeting days, which the dinner days follow"),
  }),
});
export type AnnouncementPreviewResponse = z.infer<typeof announcementPreviewResponseSchema>;

/** POST /api/organiser/announcements */
export const announcementCreateBodySchema = z
  .object({
    title: textSchema().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
    body: textSchema().trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
    ...audienceFields,
    /** When to send it (ISO instant, in the future); absent: now. */
    sendAt: z.iso.datetime({ offset: true }).optional(),
    /** The organiser saw the count and confirmed: nothing is sent without it. */
    confirm: z.literal(true),
  })
  .strict()
  .superRefine(dayFits);
export type AnnouncementCreateBody = z.infer<typeof announcementCreateBodySchema>;

export const announcementParamsSchema = z.object({ id: idSchema });

/** One announcement as the history lists it. */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  day: z.number().int().nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  sendAt: z.string().describe("When it goes, or went"),
  createdAt: z.string(),
  createdBy: z.string().describe("The organiser who wrote it"),
  sentAt: z.string().nullable().describe("When the last recipient was told"),
  cancelledAt: z.string().nullable(),
  recipients: z.number().int().nullable().describe("How many it went to; null until it goes"),
  told: z.number().int().min(0).describe("How many were told so far"),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuerySchema = pageQuerySchema;
export const announcementListResponseSchema = pageResponseSchema(announcementSchema);
export type AnnouncementListResponse = z.infer<typeof announcementListResponseSchema>;
export const announcementResponseSchema = z.object({ status: z.literal(200), payload: announcementSchema });
export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;
export const announcementCreatedResponseSchema = z.object({
  status: z.literal(201),
  payload: announcementSchema,
});
export type AnnouncementCreatedResponse = z.infer<typeof announcementCreatedResponseSchema>;

/** One person an announcement went to. */
export const announcementRecipientSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  toldAt: z.string().nullable(),
});
export type AnnouncementRecipient = z.infer<typeof announcementRecipientSchema>;
export const announcementRecipientsQuerySchema = pageQuerySchema;
export const announcementRecipientsResponseSchema = pageResponseSchema(announcementRecipientSchema);
export type AnnouncementRecipientsResponse = z.infer<typeof announcementRecipientsResponseSchema>;
