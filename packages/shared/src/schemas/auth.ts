import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../constants.ts";
import { emailSchema, idSchema } from "./common.ts";

export {
  type SessionUser,
  sessionUserSchema,
  USER_ROLES,
  type UserRole,
  updatedUserSchema,
  verifyResetTokenResponseSchema,
  worksTheDesk,
} from "./mini/auth.ts";

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const validateUserBodySchema = z.object({
  email: emailSchema,
  companyId: idSchema,
  id: idSchema,
});
export const validateUserResponseSchema = z.object({ isValid: z.boolean() });

export const requestPasswordBodySchema = z.object({ email: emailSchema });

export const verifyResetTokenBodySchema = z.object({ resetToken: z.string().min(1).max(200) });

const newPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const resetPasswordWithTokenBodySchema = z.object({
  password: newPasswordSchema,
  token: z.string().min(1).max(200),
});

export const resetPasswordBodySchema = z.object({ password: newPasswordSchema });

/** Strength check of a password being typed; the same checker that guards every password change. */
export const passwordStrengthBodySchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH),
  userInputs: z.array(z.string().max(200)).max(10).optional(),
  /** The token of a mailed reset link: the account it belongs to is counted against the password. */
  resetToken: z.string().min(1).max(200).optional(),
});
export const passwordStrengthResponseSchema = z.object({
  status: z.number().int(),
  payload: z.object({ score: z.number().int().min(0).max(4), suggestion: z.string() }),
});
