/**
 * The organiser console's registrations: states and limits the console and the server's schemas
 * in `schemas/organiser-registrations.ts` share. No schema library here, so the pages load none.
 */

/** Every state a registration can be in, in the order a filter lists them. */
export const REGISTRATION_STATUSES = [
  "pending_payment",
  "paid",
  "failed",
  "cancelled",
  "awaiting_verification",
  "verified",
  "declined",
] as const;
/** A registration's state; a non-member's waits for the organisers, who verify or decline it. */
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The longest reason a decline may give. */
export const DECLINE_REASON_MAX_CHARS = 1000;
