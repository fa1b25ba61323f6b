import { z } from "zod";
import { textSchema } from "./common.ts";

/**
 * What every list of the organiser console takes: a page (from 1), its size and a search text.
 * Lists are paginated on the server; `total` says how many match in all.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: textSchema().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: `{status: 200, payload: {items, total, page, pageSize}}`. */
export const pageResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal(200),
    payload: z.object({
      items: z.array(item),
      total: z.number().int().min(0),
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1),
    }),
  });

/** One organiser action as the audit log keeps it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  /** Only the entries of one kind of object: `registration`, `dinner`, `settings`… */
  objectType: z.string().trim().min(1).max(40).optional(),
});
export const auditListResponseSchema = pageResponseSchema(auditEntrySchema);
