import type { payments, registrationAttendees, registrations } from "../schema/index.ts";
import type { Rng } from "./random.ts";
import { utc } from "./util.ts";

// What the seeded registrations are made of, shared by those of attending companies
// (registrations.ts) and of companies that do not attend yet (registrations.waiting.ts).

export type RegistrationRow = typeof registrations.$inferInsert;
export type AttendeeRow = typeof registrationAttendees.$inferInsert;
export type PaymentRow = typeof payments.$inferInsert;
export type Status = RegistrationRow["status"];
export type PaymentStatus = PaymentRow["status"];
export type Line = Omit<AttendeeRow, "registrationId" | "id">;

/** How many registrations of companies that do not attend yet, per seed size. */
export interface WaitingRegistrationCounts {
  /** Non-members waiting for the organisers' verification. */
  awaiting: number;
  /** Non-members the organisers declined, with a reason. */
  declined: number;
  /** Members who left the checkout open. */
  pendingPayment: number;
  /** Members whose payment failed. */
  failed: number;
}

/** Registration opened in spring; most companies register in the months before the event (5 Nov). */
export const OPENED = utc("2025-03-03T08:00:00Z");
export const CLOSING = utc("2025-11-01T18:00:00Z");
/** The last fortnight: what still waits for the organisers or a payment was made recently. */
export const RECENT = utc("2025-10-18T08:00:00Z");

const UTM_SOURCES = [
  { utm_source: "newsletter", utm_medium: "email", utm_campaign: "ebm-2025" },
  { utm_source: "linkedin", utm_medium: "social", utm_campaign: "ebm-2025" },
  { utm_source: "tbs", utm_medium: "banner", utm_campaign: "ebm-2025" },
];

export interface Draft {
  companyId: number;
  isMember: boolean;
  status: Status;
  createdAt: Date;
  countryId: number;
  categories: number[];
  trading: "used" | "new" | null;
  lines: Line[];
  /** Payments in the order they were made; the last decides the registration's state. */
  payments: PaymentStatus[];
  review?: { minutesLater: number; declineReason?: string };
  utm: Record<string, string> | null;
}

/** A moment between `from` and `to`, leaning towards the later end, in office hours (UTC). */
export function moment(rng: Rng, from: Date, to: Date, lean = 1.6): Date {
  const share = rng.next() ** (1 / lean);
  const day = new Date(from.getTime() + Math.floor(share * (to.getTime() - from.getTime())));
  day.setUTCHours(rng.int(7, 19), rng.int(0, 59), rng.int(0, 59), 0);
  return day;
}

export function utmFor(rng: Rng): Record<string, string> | null {
  return rng.chance(0.3) ? { ...rng.pick(UTM_SOURCES) } : null;
}
