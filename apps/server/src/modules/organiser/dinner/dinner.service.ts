import { readableDay } from "@ebm/shared/organiser-audit";
import {
  DINNER_REVIEW_STATES,
  type DinnerReviewState,
  type DinnerSignup,
  type DinnerSignupQuery,
} from "@ebm/shared/schemas/organiser-dinner";
import type { Db } from "../../../db/client.ts";
import { assertOr, notFound } from "../../../lib/errors.ts";
import type { DinnerReview, DinnerService } from "../../dinner/index.ts";
import type { SettingsService } from "../../settings/index.ts";
import type { Actor, AuditService } from "../audit/audit.service.ts";
import { dinnerGuestsCsv } from "./dinner.csv.ts";
import { type DinnerConsoleRow, dinnerConsoleRepository } from "./dinner.repository.ts";

/** Stored status (0, 1, 2) ↔ the console's state names. */
const stateOf = (stored: number): DinnerReviewState => DINNER_REVIEW_STATES[stored] ?? "pending";
const storedOf = (state: DinnerReviewState) => DINNER_REVIEW_STATES.indexOf(state);

const toSignup = (row: DinnerConsoleRow): DinnerSignup => ({
  id: row.id,
  contactId: row.contactId,
  name: row.name,
  function: row.function,
  email: row.email,
  companyId: row.companyId,
  companyName: row.companyName,
  dayNumber: row.dayNumber,
  status: stateOf(row.status),
  signedUpAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  reviewedBy: row.reviewedAt ? (row.reviewedBy ?? null) : null,
});

/** The audit line of each decision, "Approved Ann Lee's Captain's Dinner sign-up for Thursday 6 November". */
const SUMMARY: Record<DinnerReview, (name: string, day: string) => string> = {
  approve: (name, day) => `Approved ${name}'s Captain's Dinner sign-up for ${day}`,
  decline: (name, day) => `Declined ${name}'s Captain's Dinner sign-up for ${day}`,
  reopen: (name, day) => `Put ${name}'s Captain's Dinner sign-up for ${day} back to waiting for review`,
};

/** What the section uses: nothing more is handed to it. */
export interface DinnerConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  dinner: Pick<DinnerService, "review" | "seats">;
  audit: AuditService;
}

/**
 * The console's Captain's Dinner: the sign-ups per day and state, and their review. The review
 * itself (limits under locks, the mail) is the dinner module's; this adds the audit entry in its
 * transaction.
 */
export function dinnerConsole(deps: DinnerConsoleDeps) {
  const { db, settings, dinner, audit } = deps;
  const repo = dinnerConsoleRepository(db);

  return {
    async list(query: DinnerSignupQuery) {
      const { edition } = await settings.current();
      const { items, total } = await repo.page({
        editionId: edition.id,
        day: query.day,
        status: query.status ? storedOf(query.status) : undefined,
        q: query.q || undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { items: items.map(toSignup), total, page: query.page, pageSize: query.pageSize };
    },

    /** Each dinner day's sign-ups by state and seats taken against its places (the dinner's own count). */
    async summary() {
      const { edition } = await settings.current();
      const [seats, dates] = await Promise.all([
        dinner.seats(edition),
        repo.dayDates(edition.id, edition.timezone),
      ]);
      return {
        days: seats.map((day) => ({
          dayNumber: day.dayNumber,
          date: dates.get(day.dayNumber) ?? null,
          pending: day.pending,
          approved: day.approved,
          declined: day.declined,
          taken: day.taken,
          spots: day.spots,
        })),
        perCompany: edition.dinnerPerCompany,
      };
    },

    /** The approved guests of one dinner day as a CSV stream and its file name. */
    async guestsCsv(day: number) {
      const { edition } = await settings.current();
      const [guests, dates] = await Promise.all([
        repo.guests(edition.id, day),
        repo.dayDates(edition.id, edition.timezone),
      ]);
      const date = dates.get(day) ?? null;
      return {
        filename: `captains-dinner-guests-${date ?? `day-${day}`}.csv`,
        stream: dinnerGuestsCsv(readableDay(date, day), guests, edition.timezone),
      };
    },

    /**
     * Approves, declines or puts back to waiting a sign-up (the dinner's own review, with its locks
     * and limits); the audit entry is written in the review's transaction.
     */
    async review(id: number, decision: DinnerReview, actor: Actor, now: Date): Promise<DinnerSignup> {
      await dinner.review(id, decision, actor.id, now, (tx, reviewed) =>
        audit
          .record(tx, actor, {
            action: `dinner.${decision}`,
            objectType: "dinner",
            objectId: reviewed.id,
            summary: SUMMARY[decision](reviewed.name, readableDay(reviewed.date, reviewed.dayNumber)),
            before: { status: stateOf(reviewed.before) },
            after: { status: stateOf(reviewed.after) },
          })
          .then(() => undefined),
      );
      const row = await repo.one(id);
      assertOr(row, notFound("Sign-up not found."));
      return toSignup(row);
    },
  };
}
