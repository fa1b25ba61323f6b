/**
 * Contact message limits and helpers without the schema library, so the contact form can use them
 * without loading it (part 2 §5, §9). The contract in `schemas/mail.ts` applies the same limits.
 */

/** Longest accepted values of a contact message; the form shows the spec's max-length message. */
export const CONTACT_MESSAGE_LIMITS = {
  senderName: 100,
  senderEmail: 254,
  subject: 200,
  message: 5000,
  /** An ALTCHA payload is a few hundred characters of base64. */
  captcha: 4000,
} as const;

/** The first number of a phone field, where several may be separated by `/`, `,`, `;` or "or". */
function firstPhoneNumber(phone: string): string {
  return (phone.split(/[/,;]|\bor\b/i)[0] ?? "").trim();
}

/**
 * The digits of the first phone number in a phone field, for a `https://wa.me/{digits}` link
 * (part 2 §9: "first phone number, digits only").
 * @example whatsappDigits("+31 20 555 0190 / +31 6 1234") === "31205550190"
 */
export function whatsappDigits(phone: string): string {
  return firstPhoneNumber(phone).replace(/\D/g, "");
}

/**
 * `tel:` link of the first number in a phone field, digits only with a leading + kept; "" when
 * there is no number.
 * @example telLink("+31 20 555 0190 / +31 6 1234") === "tel:+31205550190"
 */
export function telLink(phone: string): string {
  const first = firstPhoneNumber(phone);
  const digits = first.replace(/\D/g, "");
  if (!digits) return "";
  return `tel:${first.startsWith("+") ? "+" : ""}${digits}`;
}

/** The contact form's snackbars (part 2 §8). */
export const CONTACT_MESSAGE_TEXTS = {
  failure: {
    title: "Something went wrong",
    message:
      "Message delivery failed. Please try again. If the problem persists please contact the organisers",
  },
  success: { title: "Message sent." },
} as const;
