import type { MailStatus } from "@ebm/shared/schemas/organiser-mail";

/** How each state reads and its badge colour (dark enough for white text). */
export const MAIL_STATUS: Record<MailStatus, { label: string; color: string }> = {
  pending: { label: "Pending", color: "navy.7" },
  sent: { label: "Sent", color: "teal.8" },
  failed: { label: "Failed", color: "red.9" },
};

export const MAIL_STATUS_OPTIONS = [
  { value: "", label: "All states" },
  { value: "pending", label: "Pending" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

export const isMailStatus = (value: string): value is MailStatus => Object.hasOwn(MAIL_STATUS, value);

/** "6 Nov 2025, 09:12" in the event's time zone. */
export function formatWhen(iso: string | null, timeZone: string): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "password_reset" → "Password reset". */
export const kindLabel = (kind: string) => {
  const words = kind.replaceAll(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
