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

/** An organiser's decision on a sign-up: approve it, decline it, or put it back to waiting. */
export type DinnerReview = "approve" | "decline" | "reopen";

/** The stored state each decision leads to. */
const TARGET: Record<DinnerReview, number> = {
  approve: STORED.approved,
  decline: STORED.declined,
  reopen: STORED.pending,
};

/** What the same decision twice answers. */
const ALREADY: Record<DinnerReview, string> = {
  approve: "This sign-up is approved already.",
  decline: "This sign-up is declined already.",
  reopen: "This sign-up is waiting for review already.",
};

/** A sign-up in one of these states takes a seat of its day and a place of its company. */
const takesSeat = (stored: number) => stored === STORED.pending || stored === STORED.approved;

/** One dinner day's sign-ups by state and its seats taken, against its seats. */
export interface DinnerDaySeats {
  dayNumber: number;
  pending: number;
  approved: number;
  declined: number;
  /** Seats taken: pending and approved sign-ups. */
  taken: number;
  spots: number;
}

/** A reviewed sign-up: whose, which day, and its stored status before and after the review. */
export interface ReviewedSignup {
  id: number;
  contactId: number;
  name: string;
  dayNumber: number;
  /** YYYY-MM-DD of the dinner day in the event's time zone, null when the day has no date. */
  date: string | null;
  before: number;
  after: number;
}

const SIGNUP_NOT_FOUND = "Sign-up not found.";

/**
 * A sign-up's limits, in the order they are said: the company's approved places, its places held,
 * then the day's seats (pending and approved sign-ups hold both).
 */
function refuseOverLimits(
  counts: { companyHeld: number; companyApproved: number; dayHeld: number },
  daySeats: number,
  edition: { dinnerPerCompany: number },
) {
  assertOr(counts.companyApproved < edition.dinnerPerCompany, conflict(DINNER_MESSAGES.colleaguesApproved));
  assertOr(counts.companyHeld < edition.dinnerPerCompany, conflict(DINNER_MESSAGES.colleaguesSignedUp));
  assertOr(counts.dayHeld < daySeats, conflict(DINNER_MESSAGES.dayFull));
}

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

  /**
   * The seats of each dinner day (the edition's days and any day that has sign-ups): the one
   * count the sign-up page, the console's dinner section and its overview all show.
   */
  async function seats(edition?: { id: number; dinnerSpotsPerDay: number }): Promise<DinnerDaySeats[]> {
    const current = edition ?? (await settings.current()).edition;
    const [perDay, dinnerDays] = await Promise.all([repo.seatsPerDay(current.id), repo.days(current.id)]);
    const own = new Map(dinnerDays.map((day) => [day.dayNumber, day.seats]));
    // A day that is no dinner day any more is still shown while sign-ups hold its seats.
    const held = [...perDay].filter(([, counts]) => counts.taken > 0).map(([dayNumber]) => dayNumber);
    const days = [...new Set<number>([...own.keys(), ...held])].sort((a, b) => a - b);
    return days.map((dayNumber) => ({
      dayNumber,
      ...(perDay.get(dayNumber) ?? { pending: 0, approved: 0, declined: 0, taken: 0 }),
      spots: own.get(dayNumber) ?? current.dinnerSpotsPerDay,
    }));
  }

  return {
    seats,

    /** GET /api/misc/captLunchSlotsTaken: places per day, and the caller's own state (0 for a visitor). */
    async slotsTaken(viewerId: number | null): Promise<Omit<CaptLunchSlotsTakenResponse, "status">> {
      const { edition } = await settings.current();
      const [daySeats, facts] = await Promise.all([
        seats(edition),
        repo.dayFacts(edition.id, edition.timezone),
      ]);
      const payload = daySeats.map(({ dayNumber, taken, spots }) => ({
        dayNumber,
        taken,
        spots,
        ...(facts.get(dayNumber) ?? { date: null, timeStart: null, timeEnd: null }),
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
      const look = await repo.signUpLook(userId, edition.id, body.dayNumber);
      assertOr(look?.attends, forbidden(DINNER_MESSAGES.notAttending));
      // Said first: someone signed up already hears so, whatever else has changed since.
      assertOr(!look.registered, conflict(DINNER_MESSAGES.alreadyRegistered));
      assertOr(isDinnerEligibleFunction(look.function), forbidden(DINNER_MESSAGES.notEligible));
      // A limit already reached is refused without waiting for the locks that the opening's crowd
      // queues on; the locked count below decides every sign-up that could still succeed.
      if (look.isDay) refuseOverLimits(look, look.daySeats ?? edition.dinnerSpotsPerDay, edition);
      try {
        await db.transaction(async (tx) => {
          const locks = dinnerLocks(tx);
          await locks.limitLockWaits();
          const day = await locks.lockCompanyThenDay(look.companyId, edition.id, body.dayNumber);
          assertOr(
            day,
            new AppError(400, `Day ${body.dayNumber} is no dinner day of this edition.`, "dayNumber"),
          );
          // Read after the locks: nobody of the company, nor of the day, signs up in between.
          const counts = await locks.signUpCounts(userId, look.companyId, edition.id, body.dayNumber);
          assertOr(!counts.registered, conflict(DINNER_MESSAGES.alreadyRegistered));
          refuseOverLimits(counts, day.seats ?? edition.dinnerSpotsPerDay, edition);
          await locks.insert({
            editionId: edition.id,
            contactId: userId,
            companyId: look.companyId,
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
     * The organisers' review of a sign-up: approve or decline it, or put it back to waiting; an
     * approved or declined one can be switched too. The same decision twice is a 409. Every change
     * locks the company's row, then the day's (the sign-up's order), and only then reads the
     * sign-up and counts: a sign-up that comes to take a seat again (declined → pending or approved)
     * needs a free seat of its day and place of its company, and an approval needs the approved
     * limits per company and per day (a 409 that names the limit). An approval or a decline queues
     * its mail in the same transaction; putting it back to waiting sends none. `onReviewed` runs in
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
      const status = TARGET[decision];
      const reviewed = await db.transaction(async (tx) => {
        const locks = dinnerLocks(tx);
        await locks.limitLockWaits();
        const day = await locks.lockCompanyThenDay(place.companyId, place.editionId, place.dayNumber);
        // A sign-up of a day that is no dinner day any more is held to the edition's seats per day.
        const daySeats = day?.seats ?? edition.dinnerSpotsPerDay;
        const row = await locks.registrationForReview(registrationId);
        assertOr(row, notFound(SIGNUP_NOT_FOUND));
        assertOr(row.status !== status, conflict(ALREADY[decision]));
        if (!takesSeat(row.status) && takesSeat(status)) {
          const company = await locks.companyTaken(row.companyId, row.editionId);
          assertOr(
            company.held < edition.dinnerPerCompany,
            conflict(
              `The limit of ${edition.dinnerPerCompany} per company is reached: ${company.held} people of this company hold a place already.`,
            ),
          );
          const dayHeld = await locks.dayTaken(row.editionId, row.dayNumber);
          assertOr(
            dayHeld < daySeats,
            conflict(
              `The limit of ${daySeats} places on day ${row.dayNumber} is reached: every seat is taken.`,
            ),
          );
        }
        if (status === STORED.approved) {
          const company = await locks.companyTaken(row.companyId, row.editionId);
          assertOr(
            company.approved < edition.dinnerPerCompany,
            conflict(
              `The limit of ${edition.dinnerPerCompany} per company is reached: ${company.approved} people of this company are approved already.`,
            ),
          );
          const dayApproved = await locks.dayApproved(row.editionId, row.dayNumber);
          assertOr(
            dayApproved < daySeats,
            conflict(
              `The limit of ${daySeats} places on day ${row.dayNumber} is reached: all of them are approved.`,
            ),
          );
        }
        if (status === STORED.pending) await locks.clearReview(row.id);
        else await locks.setReview(row.id, status, reviewerId, now);
        const date = await dinnerRepository(tx).dayDate(row.editionId, row.dayNumber, edition.timezone);
        if (status !== STORED.pending) {
          const facts = {
            to: { name: row.name, email: row.email },
            dayLabel: date ? dayLabel(date) : `day ${row.dayNumber}`,
            editionName: edition.name,
            publicUrl,
          };
          await mail.enqueue(
            tx,
            status === STORED.approved ? dinnerApprovedMail(facts) : dinnerDeclinedMail(facts),
          );
        }
        const result: ReviewedSignup = {
          id: row.id,
          contactId: row.contactId,
          name: row.name,
          dayNumber: row.dayNumber,
          date: date ?? null,
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
