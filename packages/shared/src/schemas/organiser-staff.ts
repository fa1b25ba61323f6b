import { z } from "zod";
import { textSchema } from "./common.ts";
import { USER_ROLES } from "./mini/auth.ts";

export { ROLE_LABELS } from "./mini/auth.ts";

/**
 * The organiser console's staff: who runs the console ("organiser", everything) and who works the
 * check-in desk ("desk", check-in only). Organisers give and take the roles; every change is audited
 * and the last organiser cannot be removed.
 */

export const staffRoleSchema = z.enum(USER_ROLES);

/** One account as the staff section shows it. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({
  status: z.literal(200),
  payload: z.object({ items: z.array(staffMemberSchema) }),
});
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** A search for the account to give a role: part of a name or an e-mail address. */
export const staffCandidatesQuerySchema = z.object({
  q: textSchema().trim().min(2, "Type at least 2 characters").max(100),
});

export const staffCandidatesResponseSchema = staffListResponseSchema;

export const staffContactParamsSchema = z.object({
  contactId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const staffRoleBodySchema = z.object({ role: staffRoleSchema });
export type StaffRoleBody = z.infer<typeof staffRoleBodySchema>;

export const staffRoleResponseSchema = z.object({
  status: z.literal(200),
  payload: staffMemberSchema.extend({ changed: z.boolean() }),
});
export type StaffRoleResponse = z.infer<typeof staffRoleResponseSchema>;
