import { MESSAGES } from "@ebm/shared/messages";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "user@host.tld" after trimming. */
export const isEmailShaped = (value: string) => EMAIL_SHAPE.test(value.trim());

/** The required-field message for a blank value, else null. */
export const requiredText = (value: string) => (value.trim() ? null : MESSAGES.form.required);
