import { DINNER } from "@ebm/shared/constants";
import { DINNER_MESSAGES } from "@ebm/shared/messages";
import {
  type CaptLunchSlotsTakenResponse,
  DINNER_REGISTRATION_STATUS,
  isDinnerEligibleFunction,
} from "@ebm/shared/schemas/dinner";
import type { Db, Tx } from "../../db/client.ts";
import { AppError, assertOr, forbidden, notFound } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../plugins/error-handler.ts";
import type { MailService } from "../../plugins/mail.ts";
import type { SettingsService } from "../settings/index.ts";
import { dayLabel, dinnerApprovedMail, dinnerDeclinedMail } from "./dinner.mails.ts";
import { dinnerLocks, dinnerRepository, STORED } from "./dinner.repository.ts";

const conflict = (message: string) => new AppError(409, message);

/** The client's registrationStatus of a stored sign-up state (schemas/dinner.ts). */
export function registrationStatusOf(stored: number | undefined): number {
  if (stored === undefined) return DINNER_REGISTRATION_STATUS.notRegistered;
  if (stored === STORED.approved) return DINNER_REGISTRATION_STATUS.approved;
  if (stored === STORED.declined) return DINNER_REGISTRATION_STATUS.declined;
  return DINNER_REGISTRATION_STATUS.pending;
}

export type DinnerReview = "approve" | "decline";

/** A reviewed sign-up: whose, which day, and its stored status before and after the review. */
export interface ReviewedSignup {
  id: number;
  contactId: number;
  name: string;
  dayNumber: number;
  before: number;
  after: number;
}

const SIGNUP_NOT_FOUND = "Sign-up not found.";

/**
 * The Captain's Dinner (part 1 §4, §5, §7, §9): sign-ups for sales managers and company owners,
 * for oneself only, at most the edition's dinner_per_company per company and dinner_spots_per_day
 * per day (pending and approved both count). The limits are checked in one transaction that first
 * locks the company's row and then the day's row; a sign-up then waits for the organisers' review,
 * whose answer goes out by e-mail.
 */
export function dinnerService(deps: {
  db: Db;
  settings: SettingsService;
  mail: MailService;
  publicUrl: string;
}) {
  const { db, settings, mail, publicUrl } = deps;
  const repo = dinnerRepository(db);

  return {
    /** GET /api/misc/captLunchSlotsTaken: places per day, and the caller's own state (0 for a visitor). */
    async slotsTaken(viewerId: number | null): Promise<Omit<CaptLunchSlotsTakenResponse, "status">> {
      const { edition } = await settings.current();
      const taken = await repo.takenPerDay(edition.id);
      const payload = DINNER.days.map((dayNumber) => ({
        dayNumber,
        taken: taken.get(dayNumber) ?? 0,
        spots: edition.dinnerSpotsPerDay,
      }));
      if (viewerId === null)
        return {
          registrationStatus: DINNER_REGISTRATION_STATUS.visitor,
          payload,
          approvedRegistrations: [],
          registeredDay: null,
        };
      const [own, person] = await Promise.all([
        repo.registrationOf(viewerId, edition.id),
        repo.person(viewerId, edition.id),
      ]);
      return {
        registrationStatus: registrationStatusOf(own?.status),
        payload,
        approvedRegistrations: person ? await repo.approvedOfCompany(person.companyId, edition.id) : [],
        registeredDay: own?.dayNumber ?? null,
      };
    },

    /** POST /api/misc/regCaptLunch: a sign-up for oneself, waiting for review. */
    async register(userId: number, body: { contactId: number; dayNumber: number }): Promise<number> {
      assertOr(body.contactId === userId, forbidden(DINNER_MESSAGES.onlyYourself));
      const { edition } = await settings.current();
      const person = await repo.person(userId, edition.id);
      assertOr(person?.attends, forbidden(DINNER_MESSAGES.notAttending));
      // Said first: someone signed up already hears so, whatever else has changed since.
      assertOr(!(await repo.registrationOf(userId, edition.id)), conflict(DINNER_MESSAGES.alreadyRegistered));
      assertOr(isDinnerEligibleFunction(person.function), forbidden(DINNER_MESSAGES.notEligible));
      await repo.ensureDays(edition.id, DINNER.days);
      try {
        await db.transaction(async (tx) => {
          const locks = dinnerLocks(tx);
          await locks.limitLockWaits();
          const dayExists = await locks.lockCompanyThenDay(person.companyId, edition.id, body.dayNumber);
          assertOr(dayExists, notFound("This dinner day does not exist."));
          // Read after the locks: nobody of the company, nor of the day, signs up in between.
          assertOr(
            !(await dinnerRepository(tx).registrationOf(userId, edition.id)),
            conflict(DINNER_MESSAGES.alreadyRegistered),
          );
          const company = await locks.companyTaken(person.companyId, edition.id);
          assertOr(company.approved < edition.dinnerPerCompany, conflict(DINNER_MESSAGES.colleaguesApproved));
          assertOr(company.held < edition.dinnerPerCompany, conflict(DINNER_MESSAGES.colleaguesSignedUp));
          const dayHeld = await locks.dayTaken(edition.id, body.dayNumber);
          assertOr(dayHeld < edition.dinnerSpotsPerDay, conflict(DINNER_MESSAGES.dayFull));
          await locks.insert({
            editionId: edition.id,
            contactId: userId,
            companyId: person.companyId,
            dayNumber: body.dayNumber,
          });
        });
      } catch (err) {
        // One person's two sign-ups at once: the unique index keeps one.
        if (isUniqueViolation(err)) throw conflict(DINNER_MESSAGES.alreadyRegistered);
        throw err;
      }
      return DINNER_REGISTRATION_STATUS.pending;
    },

    /**
     * The organisers' review of a waiting sign-up: approve or decline, with the mail to the person
     * in the same transaction. A sign-up that was reviewed already is a 409; a declined one frees
     * its place. An approval locks the company's row, then the day's (the sign-up's order), and
     * only then counts the approved places: the limits per company and per day hold here too,
     * whatever was signed up or changed since (a 409 that names the limit). `onReviewed` runs in
     * the same transaction (the console writes its audit entry there).
     */
    async review(
      registrationId: number,
      decision: DinnerReview,
      reviewerId: number,
      now: Date,
      onReviewed?: (tx: Tx, reviewed: ReviewedSignup) => Promise<void>,
    ): Promise<ReviewedSignup> {
      const { edition } = await settings.current();
      const place = await repo.placeOf(registrationId);
      assertOr(place, notFound(SIGNUP_NOT_FOUND));
      const reviewed = await db.transaction(async (tx) => {
        const locks = dinnerLocks(tx);
        if (decision === "approve") {
          await locks.limitLockWaits();
          await locks.lockCompanyThenDay(place.companyId, place.editionId, place.dayNumber);
        }
        const row = await locks.registrationForReview(registrationId);
        assertOr(row, notFound(SIGNUP_NOT_FOUND));
        assertOr(row.status === STORED.pending, conflict("This sign-up has been reviewed already."));
        if (decision === "approve") {
          const company = await locks.companyTaken(row.companyId, row.editionId);
          assertOr(
            company.approved < edition.dinnerPerCompany,
            conflict(
              `The limit of ${edition.dinnerPerCompany} per company is reached: ${company.approved} people of this company are approved already.`,
            ),
          );
          const dayApproved = await locks.dayApproved(row.editionId, row.dayNumber);
          assertOr(
            dayApproved < edition.dinnerSpotsPerDay,
            conflict(
              `The limit of ${edition.dinnerSpotsPerDay} places on day ${row.dayNumber} is reached: all of them are approved.`,
            ),
          );
        }
        const status = decision === "approve" ? STORED.approved : STORED.declined;
        await locks.setReview(row.id, status, reviewerId, now);
        const date = await dinnerRepository(tx).dayDate(row.editionId, row.dayNumber, edition.timezone);
        const facts = {
          to: { name: row.name, email: row.email },
          dayLabel: date ? dayLabel(date) : `day ${row.dayNumber}`,
          editionName: edition.name,
          publicUrl,
        };
        await mail.enqueue(
          tx,
          decision === "approve" ? dinnerApprovedMail(facts) : dinnerDeclinedMail(facts),
        );
        const result: ReviewedSignup = {
          id: row.id,
          contactId: row.contactId,
          name: row.name,
          dayNumber: row.dayNumber,
          before: row.status,
          after: status,
        };
        await onReviewed?.(tx, result);
        return result;
      });
      mail.kick();
      return reviewed;
    },
  };
}

export type DinnerService = ReturnType<typeof dinnerService>;
