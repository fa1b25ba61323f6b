import * as z from "zod/mini";
import { intSchema } from "./common.ts";

const userRoleSchema = z.enum(["attendee", "organiser"]);

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
