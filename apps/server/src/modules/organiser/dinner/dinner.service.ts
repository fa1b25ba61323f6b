import { DINNER } from "@ebm/shared/constants";
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

const VERB: Record<DinnerReview, string> = { approve: "Approved", decline: "Declined" };

/** What the section uses: nothing more is handed to it. */
export interface DinnerConsoleDeps {
  db: Db;
  settings: Pick<SettingsService, "current">;
  dinner: Pick<DinnerService, "review">;
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

    /** Each dinner day's sign-ups by state against its places. */
    async summary() {
      const { edition } = await settings.current();
      const [counts, dates] = await Promise.all([
        repo.countsPerDay(edition.id),
        repo.dayDates(edition.id, edition.timezone),
      ]);
      const days = [...new Set([...DINNER.days, ...counts.map((c) => c.dayNumber)])].sort((a, b) => a - b);
      const countOf = (day: number, state: DinnerReviewState) =>
        counts.find((c) => c.dayNumber === day && c.status === storedOf(state))?.n ?? 0;
      return {
        days: days.map((dayNumber) => ({
          dayNumber,
          date: dates.get(dayNumber) ?? null,
          pending: countOf(dayNumber, "pending"),
          approved: countOf(dayNumber, "approved"),
          declined: countOf(dayNumber, "declined"),
          spots: edition.dinnerSpotsPerDay,
        })),
        perCompany: edition.dinnerPerCompany,
      };
    },

    /** Approves or declines a waiting sign-up; the audit entry is written in the review's transaction. */
    async review(id: number, decision: DinnerReview, actor: Actor, now: Date): Promise<DinnerSignup> {
      await dinner.review(id, decision, actor.id, now, (tx, reviewed) =>
        audit
          .record(tx, actor, {
            action: `dinner.${decision}`,
            objectType: "dinner",
            objectId: reviewed.id,
            summary: `${VERB[decision]} ${reviewed.name}'s Captain's Dinner sign-up for day ${reviewed.dayNumber}`,
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
