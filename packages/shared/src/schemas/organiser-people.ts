import { z } from "zod";
import {
  PEOPLE_IMPORT_MAX_CHARS,
  PEOPLE_INTERESTS_MAX,
  PEOPLE_INVITE_SELECTION_MAX,
  PEOPLE_PROFILE_MAX,
} from "../organiser-people.ts";
import { emailSchema, idSchema, MAX_DB_INT, textSchema } from "./common.ts";
import { pageQuerySchema, pageResponseSchema } from "./organiser.ts";
import { messengerSchema, websiteSchema } from "./url.ts";

export {
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_IMPORT_MAX_CHARS,
  PEOPLE_IMPORT_MAX_ROWS,
  PEOPLE_INTERESTS_MAX,
  PEOPLE_INVITE_SELECTION_MAX,
  PEOPLE_PROFILE_MAX,
  type PeopleImportColumn,
} from "../organiser-people.ts";

const line = (max: number) => textSchema().trim().max(max);
const tradingSchema = z.enum(["new", "used"]);

/** One line of the companies list. */
export const peopleCompanyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  tbsCompanyId: z.number().int().nullable(),
  contacts: z.number().int().min(0),
  attending: z.number().int().min(0).describe("Contacts attending the current edition"),
  withoutPassword: z.number().int().min(0).describe("Active contacts who never set a password"),
});
export type PeopleCompanyRow = z.infer<typeof peopleCompanyRowSchema>;
export const peopleCompaniesQuerySchema = pageQuerySchema.extend({
  q: pageQuerySchema.shape.q.describe("Searches the company name, its contacts' names and e-mail addresses"),
});
export const peopleCompaniesResponseSchema = pageResponseSchema(peopleCompanyRowSchema);

/** A contact as the console edits it. */
export const peopleContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  function: z.string(),
  email: z.string(),
  tel: z.string(),
  imName: z.string().nullable(),
  imValue: z.string().nullable(),
  attending: z.boolean().describe("Attends the current edition"),
  hasPassword: z.boolean(),
  role: z.enum(["attendee", "desk", "organiser"]),
  isActive: z.boolean(),
});
export type PeopleContact = z.infer<typeof peopleContactSchema>;

export const peopleCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
  country: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  postalCode: z.string(),
  website: z.string(),
  tel: z.string(),
  vat: z.string(),
  profile: z.string(),
  categories: z.array(z.number().int()),
  trading: tradingSchema.nullable(),
  tbsCompanyId: z.number().int().nullable().describe("The marketplace membership id; null for non-members"),
  contacts: z.array(peopleContactSchema),
});
export type PeopleCompany = z.infer<typeof peopleCompanySchema>;
export const peopleCompanyResponseSchema = z.object({ status: z.literal(200), payload: peopleCompanySchema });
export const peopleCompanyCreatedResponseSchema = z.object({
  status: z.literal(201),
  payload: peopleCompanySchema,
});

/** `POST /api/organiser/people/companies` and `PUT …/:id`: the company's fields. */
export const peopleCompanyBodySchema = z.object({
  name: line(200).min(1),
  countryId: idSchema,
  streetAddress: line(300).default(""),
  city: line(120).default(""),
  postalCode: line(40).default(""),
  /** As the company's own page takes it: an http(s) address or a host name (stored as https://…); "-" or "" for none. */
  website: z.prefault(websiteSchema, ""),
  tel: line(60).default(""),
  vat: line(60).default(""),
  profile: line(PEOPLE_PROFILE_MAX).default(""),
  categories: z
    .array(idSchema)
    .min(1, "Choose at least one main interest.")
    .max(PEOPLE_INTERESTS_MAX, `Choose a maximum of ${PEOPLE_INTERESTS_MAX}.`),
  trading: tradingSchema.nullable().default(null),
  tbsCompanyId: z.number().int().positive().max(MAX_DB_INT).nullable().default(null),
});
export type PeopleCompanyBody = z.input<typeof peopleCompanyBodySchema>;

/** `POST …/companies/:id/contacts` and `PUT /api/organiser/people/contacts/:id`. */
export const peopleContactBodySchema = z.object({
  name: line(200).min(1),
  function: line(200).default(""),
  email: emailSchema.transform((e) => e.toLowerCase()),
  tel: line(60).default(""),
  /** As the profile takes them: a name, a number or an http(s) address, never another kind of address. */
  imName: messengerSchema(60).nullable().default(null).describe("The messenger: WhatsApp, Skype, Telegram…"),
  imValue: messengerSchema(200).nullable().default(null).describe("The name or number on that messenger"),
  attending: z.boolean().default(false),
});
export type PeopleContactBody = z.input<typeof peopleContactBodySchema>;
export const peopleContactResponseSchema = z.object({ status: z.literal(200), payload: peopleCompanySchema });

export const peopleCompanyParamsSchema = z.object({ id: idSchema });
export const peopleContactParamsSchema = z.object({ id: idSchema });

/** What the forms choose from. */
export const peopleOptionsResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({
    countries: z.array(z.object({ id: z.number().int(), name: z.string(), iso2: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type PeopleOptions = z.infer<typeof peopleOptionsResponseSchema>["payload"];

/* ---- Import ---- */

/** `POST /api/organiser/people/imports`: the file's text (UTF-8) and its name. */
export const peopleImportBodySchema = z.object({
  fileName: line(200).min(1).default("people.csv"),
  text: textSchema().min(1, "The file is empty.").max(PEOPLE_IMPORT_MAX_CHARS, "The file is too large."),
});

export const importActionSchema = z.enum(["create", "update", "unchanged", "same-as-row", "none"]);
export type ImportAction = z.infer<typeof importActionSchema>;

/** One problem of a row: the column it is in and why. */
export const importProblemSchema = z.object({ field: z.string(), message: z.string() });

/** One row of the file as the preview reads it. */
export const importRowSchema = z.object({
  line: z.number().int().describe("The row's line in the file (the header is line 1)"),
  company: z.string(),
  email: z.string(),
  contactName: z.string(),
  companyAction: importActionSchema,
  /** For `same-as-row`: the line whose company this row shares. */
  companyLine: z.number().int().nullable(),
  contactAction: importActionSchema,
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importSummarySchema = z.object({
  rows: z.number().int(),
  errors: z.number().int(),
  companiesCreated: z.number().int(),
  companiesUpdated: z.number().int(),
  contactsCreated: z.number().int(),
  contactsUpdated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importResultSchema = z.object({
  companiesCreated: z.number().int(),
  companiesUpdated: z.number().int(),
  contactsCreated: z.number().int(),
  contactsUpdated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.array(importProblemSchema.extend({ line: z.number().int() })),
  /** Contacts of the import without a password: whom "Invite to set a password" offers. */
  withoutPassword: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const peopleImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  createdAt: z.string(),
  state: z.enum(["previewed", "applying", "applied"]),
  stale: z.boolean().describe("The companies or contacts changed since the preview: make a new one"),
  summary: importSummarySchema,
  /** Every row with a problem first, then the others, up to 2,000 rows. */
  rows: z.array(importRowSchema),
  total: z.number().int().describe("Rows without problems: the ones an apply writes"),
  done: z.number().int(),
  result: importResultSchema.nullable(),
});
export type PeopleImport = z.infer<typeof peopleImportSchema>;
export const peopleImportResponseSchema = z.object({ status: z.literal(200), payload: peopleImportSchema });
export const peopleImportCreatedResponseSchema = z.object({
  status: z.literal(201),
  payload: peopleImportSchema,
});
export const peopleImportAcceptedResponseSchema = z.object({
  status: z.literal(202),
  payload: peopleImportSchema,
});
export const peopleImportParamsSchema = z.object({ id: idSchema });

/* ---- Invitations ---- */

/**
 * Who an invitation goes to: the contacts of an import, a selection, or everyone attending the
 * current edition; of them only the active contacts without a password.
 */
export const inviteAudienceSchema = z.enum(["import", "selection", "attending"]);
export const peopleInviteQuerySchema = z.object({
  audience: inviteAudienceSchema,
  importId: idSchema.optional(),
  contactIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, "A list of contact ids, separated by commas.")
    .max(12_000)
    .optional(),
});
export const peopleInviteCountResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ recipients: z.number().int() }),
});
export const peopleInviteBodySchema = z.object({
  audience: inviteAudienceSchema,
  importId: idSchema.optional(),
  contactIds: z.array(idSchema).max(PEOPLE_INVITE_SELECTION_MAX).optional(),
  confirm: z.literal(true).describe("Says the organiser saw how many it goes to"),
});
export type PeopleInviteBody = z.infer<typeof peopleInviteBodySchema>;

export const peopleInvitationSchema = z.object({
  id: z.number().int(),
  state: z.enum(["sending", "sent"]),
  recipients: z.number().int(),
  invited: z.number().int(),
  skipped: z.number().int().describe("Set a password meanwhile: not mailed"),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type PeopleInvitation = z.infer<typeof peopleInvitationSchema>;
export const peopleInvitationResponseSchema = z.object({
  status: z.literal(200),
  payload: peopleInvitationSchema,
});
export const peopleInvitationCreatedResponseSchema = z.object({
  status: z.literal(201),
  payload: peopleInvitationSchema,
});
export const peopleInvitationParamsSchema = z.object({ id: idSchema });
