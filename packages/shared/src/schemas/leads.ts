import { z } from "zod";
import { TRADING_TYPES } from "../constants.ts";
import { LEAD_NOTES_MAX_CHARS, LEAD_RATINGS } from "../leads.ts";
import { badgeCodeSchema } from "./checkin.ts";
import { idSchema, textSchema } from "./common.ts";

/**
 * Leads and scanning (part 2 §2 "Leads and scan", §3 Lead and Scanned contact, §4 Scanner, §5,
 * §7 Leads, §8). A lead belongs to the user who scanned it; nobody else reads or changes it.
 */

export { LEAD_NOTES_MAX_CHARS, LEAD_RATINGS, type LeadRating } from "../leads.ts";

export const leadRatingSchema = z.enum(LEAD_RATINGS);

/** A lead as the list shows it (part 2 §3 Lead, plus the rating and the scan time). */
export const leadSchema = z.object({
  id: z.number().int(),
  /** The scanned person's contact id. */
  contactId: z.number().int(),
  contactName: z.string(),
  companyName: z.string(),
  country: z.string(),
  email: z.string(),
  /** The scanned person's phone. */
  mobile: z.string(),
  /** ISO time the lead was stored on the server. */
  dateAdded: z.string(),
  /** JSON text `{"categories":[ids],"trading":"used"|"new"|null}` of the scanned person's company. */
  preferences: z.string(),
  trading: z.enum(TRADING_TYPES).nullable(),
  notes: z.string(),
  rating: leadRatingSchema.nullable(),
  /** ISO time of the scan (for a scan queued offline, when it was made, not when it was sent). */
  scannedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsListParamsSchema = z.object({ userId: idSchema });
export const leadsListResponseSchema = z.object({
  status: z.number().int(),
  /** Newest scan first. */
  leads: z.array(leadSchema),
});
export type LeadsListResponse = z.infer<typeof leadsListResponseSchema>;

export const leadParamsSchema = z.object({ leadId: idSchema });

export const emptyLeadsResponseSchema = z.object({
  status: z.number().int(),
  /** How many leads were removed. */
  removed: z.number().int(),
});

/**
 * POST /api/companies/saveLead. `contactId` is the scanned badge code (never a bare contact id);
 * instead of it, `meetingId` names an accepted meeting of the user, whose other side becomes the
 * lead (the meeting card's "Add to leads"). `clientId` makes a resend safe: the same clientId
 * answers the lead it stored the first time.
 */
export const saveLeadBodySchema = z
  .object({
    notes: textSchema().max(LEAD_NOTES_MAX_CHARS).default(""),
    contactId: badgeCodeSchema.optional(),
    meetingId: idSchema.optional(),
    rating: leadRatingSchema.optional(),
    /** ISO time with offset; not in the future, not before the edition. Defaults to now. */
    scannedAt: z.iso.datetime({ offset: true }).optional(),
    clientId: z.uuid().optional(),
  })
  .refine((body) => (body.contactId === undefined) !== (body.meetingId === undefined), {
    message: "send either contactId (the scanned code) or meetingId",
    path: ["contactId"],
  });
export type SaveLeadBody = z.infer<typeof saveLeadBodySchema>;

/** 201 for a new lead; 200 when a resend with the same clientId finds the lead stored before. */
export const saveLeadResponseSchema = z.object({
  status: z.number().int(),
  lead: leadSchema,
});
export type SaveLeadResponse = z.infer<typeof saveLeadResponseSchema>;

/** GET /api/companies/fetchScannedContact/{code} (part 2 §3 Scanned contact). */
export const scannedContactResponseSchema = z.object({
  status: z.number().int(),
  contact: z.object({
    /** The scanned person's contact id (the list and duplicates are told apart by it). */
    id: z.number().int(),
    name: z.string(),
    function: z.string(),
    /** Empty when the person has no picture. */
    profilePicLarge: z.string(),
    tel: z.string(),
    email: z.string(),
  }),
  company: z.object({
    name: z.string(),
    country: z.string(),
    /** JSON text `{"categories":[ids],"trading":"used"|"new"|null}`. */
    preferences: z.string(),
  }),
});
export type ScannedContactResponse = z.infer<typeof scannedContactResponseSchema>;

export const scannedContactParamsSchema = z.object({ code: badgeCodeSchema });

/** Columns of GET /api/misc/leadsAsCSV (leads-YYYYMMDD.csv), in order. */
export const LEADS_CSV_COLUMNS = [
  "Name",
  "Company",
  "Country",
  "E-mail",
  "Phone",
  "Main interests",
  "Trading",
  "Notes",
  "Rating",
  "Scanned at (UTC)",
] as const;
