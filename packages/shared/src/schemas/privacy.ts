import { z } from "zod";
import {
  CONSENT_KINDS,
  CONSENT_SOURCES,
  CONTACT_DETAILS_SHARING,
  ERASE_CONFIRM_WORD,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
} from "../privacy.ts";
import { idSchema, textSchema } from "./common.ts";

/**
 * Privacy and data rights: the notice (public), a person's own consents and switches, the export
 * and the erasure (the person, or the organisers on request), and the organisers' retention.
 */

/** GET /api/privacy: the privacy notice, built from the organisers' settings. */
export const privacyNoticeSchema = z.object({
  /** Grows with each change of the notice; a person who accepted an older one is asked again. */
  version: z.number().int(),
  updatedAt: z.string(),
  controller: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  purposes: z.array(z.string()),
  /** Who else receives data (the payment provider, the mail service…), one per line as set. */
  recipients: z.array(z.string()),
  /** Days after an edition that its personal data is kept; null: kept until deleted. */
  retentionDays: z.number().int().nullable(),
  rights: z.array(z.string()),
  browserStorage: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
export const privacyNoticeResponseSchema = z.object({
  status: z.number().int(),
  notice: privacyNoticeSchema,
});

export const contactDetailsSharingSchema = z.enum(CONTACT_DETAILS_SHARING);

/** One consent or switch as recorded: what, the value, which notice, when and where. */
export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  value: z.string(),
  noticeVersion: z.number().int(),
  at: z.string(),
  source: z.enum(CONSENT_SOURCES),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/me/privacy: the signed-in person's consent, switches and their history (newest first). */
export const myPrivacySchema = z.object({
  noticeVersion: z.number().int(),
  accepted: z.object({ version: z.number().int(), at: z.string() }).nullable(),
  /** True until the person accepted the current notice: the app asks before anything else. */
  consentNeeded: z.boolean(),
  /** Listed in the directory: on company pages, in suggestions and searches for others. */
  listed: z.boolean(),
  contactDetails: contactDetailsSharingSchema,
  history: z.array(consentRecordSchema),
});
export type MyPrivacy = z.infer<typeof myPrivacySchema>;
export const myPrivacyResponseSchema = z.object({ status: z.number().int(), privacy: myPrivacySchema });

/** PUT /api/me/privacy: accept the current notice and/or change a switch; each change is recorded. */
export const myPrivacyBodySchema = z
  .strictObject({
    /** The notice version the person read; 409 when the notice changed since. */
    acceptNotice: z.number().int().positive().optional(),
    listed: z.boolean().optional(),
    contactDetails: contactDetailsSharingSchema.optional(),
    source: z.enum(["prompt", "profile"]).default("profile"),
  })
  .refine(
    (body) =>
      body.acceptNotice !== undefined || body.listed !== undefined || body.contactDetails !== undefined,
    { message: "Send acceptNotice, listed or contactDetails", path: ["listed"] },
  );
export type MyPrivacyBody = z.input<typeof myPrivacyBodySchema>;

/** POST /api/me/erase: the person's own erasure, with their password and the confirming word. */
export const eraseMeBodySchema = z.strictObject({
  password: z.string().min(1).max(200),
  confirm: z.literal(ERASE_CONFIRM_WORD, { message: `Type ${ERASE_CONFIRM_WORD} to confirm` }),
});
export type EraseMeBody = z.input<typeof eraseMeBodySchema>;

/** POST /api/organiser/privacy/people/{contactId}/erase: the organisers' erasure on request. */
export const erasePersonParamsSchema = z.object({ contactId: idSchema });
export const erasePersonBodySchema = z.strictObject({
  confirm: z.literal(ERASE_CONFIRM_WORD, { message: `Type ${ERASE_CONFIRM_WORD} to confirm` }),
});

/** What an erasure did, by table: rows deleted and rows anonymised. */
export const erasureReportSchema = z.object({
  contactId: z.number().int(),
  erasedAt: z.string(),
  deleted: z.record(z.string(), z.number().int()),
  anonymised: z.record(z.string(), z.number().int()),
  ms: z.number().int(),
});
export type ErasureReport = z.infer<typeof erasureReportSchema>;
export const erasureResponseSchema = z.object({ status: z.number().int(), erasure: erasureReportSchema });

const line = (max: number) => textSchema().pipe(z.string().trim().max(max));

/** The organisers' privacy settings (GET/PUT /api/organiser/privacy). */
export const privacySettingsSchema = z.object({
  controllerName: line(200),
  controllerAddress: line(1000),
  contactEmail: z.union([z.literal(""), z.string().trim().max(254).email("Enter an e-mail address")]),
  /** Who else receives data, one per line. */
  recipients: line(4000),
  /** Days after an edition's last day until its personal data is purged; null: never. */
  retentionDays: z.number().int().min(RETENTION_DAYS_MIN).max(RETENTION_DAYS_MAX).nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** How much an edition's purge takes, counted from the data. */
export const retentionCountsSchema = z.object({
  /** People of the edition who did not come back to a later one: their personal data is erased. */
  people: z.number().int(),
  messages: z.number().int(),
  notes: z.number().int(),
  leads: z.number().int(),
  checkIns: z.number().int(),
});
export type RetentionCounts = z.infer<typeof retentionCountsSchema>;

/** A past edition's retention: when it warns and purges, and what it will purge (or purged). */
export const retentionEditionSchema = z.object({
  editionId: z.number().int(),
  name: z.string(),
  dateEnd: z.string(),
  /** YYYY-MM-DD; null when nothing is purged (no retention set). */
  warnOn: z.string().nullable(),
  purgeOn: z.string().nullable(),
  warnedAt: z.string().nullable(),
  purgedAt: z.string().nullable(),
  due: retentionCountsSchema,
});
export type RetentionEdition = z.infer<typeof retentionEditionSchema>;

export const organiserPrivacySchema = z.object({
  settings: privacySettingsSchema,
  noticeVersion: z.number().int(),
  editions: z.array(retentionEditionSchema),
});
export type OrganiserPrivacy = z.infer<typeof organiserPrivacySchema>;
export const organiserPrivacyResponseSchema = z.object({
  status: z.number().int(),
  privacy: organiserPrivacySchema,
});
