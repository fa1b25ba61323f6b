import { MESSAGES } from "@ebm/shared/messages";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredField = (value: string) => (value.trim() ? null : MESSAGES.form.required);

export const emailField = (value: string) => {
  if (!value.trim()) return MESSAGES.form.required;
  return EMAIL_SHAPE.test(value.trim()) ? null : MESSAGES.form.email;
};
