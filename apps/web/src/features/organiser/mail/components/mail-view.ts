import type { MailStatus } from "@ebm/shared/schemas/organiser-mail";
import { type StateStyle, stateGuard, stateOptions } from "../../shared/state-badge.ts";

export const MAIL_STATUS: Record<MailStatus, StateStyle> = {
  pending: { label: "Pending", color: "navy.7" },
  sent: { label: "Sent", color: "teal.8" },
  failed: { label: "Failed", color: "red.9" },
  folded: { label: "In a digest", color: "gray.8" },
};

export const MAIL_STATUS_OPTIONS = stateOptions(MAIL_STATUS);

export const isMailStatus = stateGuard(MAIL_STATUS);

/** "password_reset" → "Password reset". */
export const kindLabel = (kind: string) => {
  const words = kind.replaceAll(/[_.-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
