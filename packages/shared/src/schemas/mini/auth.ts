import * as z from "zod/mini";
import { intSchema } from "./common.ts";

/**
 * What an account may do besides attending: "organiser" staff run the whole console, "desk" staff
 * only its check-in desk.
 */
export const USER_ROLES = ["attendee", "desk", "organiser"] as const;
const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = (typeof USER_ROLES)[number];

/** What a role is called in the console and the audit log. */
export const ROLE_LABELS: Record<UserRole, string> = {
  attendee: "Attendee",
  desk: "Desk staff",
  organiser: "Organiser",
};

/** Whether the role works at the check-in desk: desk staff and organisers. */
export const worksTheDesk = (role: UserRole | undefined): boolean => role === "desk" || role === "organiser";

/** The signed-in user as stored by the client (part 1 §3, part 2 §3). */
export const sessionUserSchema = z.object({
  id: intSchema(),
  name: z.string(),
  email: z.string(),
  function: z.string(),
  profilePic: z.nullable(z.string()),
  companyId: intSchema(),
  companyName: z.string(),
  signature: z.string(),
  role: userRoleSchema,
  token: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Payload of the updated-user response header: a fresh user, or a sign-out order. */
export const updatedUserSchema = z.union([
  z.extend(z.omit(sessionUserSchema, { token: true }), { doLogout: z.optional(z.literal(false)) }),
  z.object({ doLogout: z.literal(true) }),
]);

export const verifyResetTokenResponseSchema = z.object({
  status: intSchema(),
  payload: z.object({ isSuccess: z.boolean(), msg: z.string() }),
});
