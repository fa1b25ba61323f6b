import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { contacts, dinnerDays, dinnerRegistrations } from "../../db/schema/index.ts";
import { AppError, assertOr } from "../../lib/errors.ts";
import type { MailService } from "../../plugins/mail.ts";
import { dayLabel, dinnerDeclinedMail } from "./dinner.mails.ts";
import { dinnerRepository, STORED } from "./dinner.repository.ts";

/** What a change of a dinner day did, for whoever records it in the same transaction. */
export interface DinnerDayChange {
  editionId: number;
  day: number;
  /** Seats before (null: it was no dinner day) and after (null: it is none any more). */
  seatsBefore: number | null;
  seatsAfter: number | null;
  /** Sign-ups declined because their day went. */
  declined: number;
}

/**
 * The organisers' dinner days: add a day or change its seats, remove one. Each locks the day's row
 * FOR UPDATE (sign-ups hold it FOR NO KEY UPDATE while they count), so no sign-up takes a seat
 * while the seats change or the day goes.
 */
export function dinnerDaysEditor(deps: { db: Db; mail: MailService; publicUrl: string }) {
  const { db, mail, publicUrl } = deps;

  async function lockDay(tx: Tx, editionId: number, day: number) {
    const [row] = await tx
      .select({ seats: dinnerDays.seats })
      .from(dinnerDays)
      .where(and(eq(dinnerDays.editionId, editionId), eq(dinnerDays.dayNumber, day)))
      .for("update");
    return row;
  }

  /** The sign-ups of a day that hold a seat (waiting or approved), read under the day's lock. */
  function seatHolders(tx: Tx, editionId: number, day: number) {
    return tx
      .select({ id: dinnerRegistrations.id, contactId: dinnerRegistrations.contactId })
      .from(dinnerRegistrations)
      .where(
        and(
          eq(dinnerRegistrations.editionId, editionId),
          eq(dinnerRegistrations.dayNumber, day),
          inArray(dinnerRegistrations.status, [STORED.pending, STORED.approved]),
        ),
      );
  }

  return {
    /**
     * Makes `day` a dinner day with `seats` seats, or changes its seats. Fewer seats than are taken
     * is a 409 naming `seats`.
     */
    async setDay(
      edition: { id: number; dinnerSpotsPerDay: number },
      day: number,
      seats: number,
      record: (tx: Tx, change: DinnerDayChange) => Promise<unknown>,
    ): Promise<DinnerDayChange> {
      return db.transaction(async (tx) => {
        const row = await lockDay(tx, edition.id, day);
        if (!row) {
          await tx
            .insert(dinnerDays)
            .values({ editionId: edition.id, dayNumber: day, seats })
            .onConflictDoNothing();
        } else {
          const taken = (await seatHolders(tx, edition.id, day)).length;
          assertOr(
            seats >= taken,
            new AppError(409, `${taken} seats of this day are taken: keep at least ${taken} seats.`, "seats"),
          );
          await tx
            .update(dinnerDays)
            .set({ seats })
            .where(and(eq(dinnerDays.editionId, edition.id), eq(dinnerDays.dayNumber, day)));
        }
        const change: DinnerDayChange = {
          editionId: edition.id,
          day,
          seatsBefore: row ? (row.seats ?? edition.dinnerSpotsPerDay) : null,
          seatsAfter: seats,
          declined: 0,
        };
        await record(tx, change);
        return change;
      });
    },

    /**
     * Removes a dinner day. One with sign-ups holding seats is refused (409 naming `withSignups`)
     * unless `withSignups`: then they are declined and each person is told by mail, in the same
     * transaction.
     */
    async removeDay(
      edition: { id: number; name: string; timezone: string; dinnerSpotsPerDay: number },
      day: number,
      withSignups: boolean,
      reviewerId: number,
      now: Date,
      record: (tx: Tx, change: DinnerDayChange) => Promise<unknown>,
    ): Promise<DinnerDayChange> {
      const change = await db.transaction(async (tx) => {
        const row = await lockDay(tx, edition.id, day);
        assertOr(row, new AppError(404, "This is no dinner day.", "day"));
        const holders = await seatHolders(tx, edition.id, day);
        assertOr(
          holders.length === 0 || withSignups,
          new AppError(
            409,
            `${holders.length} ${holders.length === 1 ? "person has" : "people have"} signed up for this dinner: remove the day with its sign-ups (they are declined and told), or keep it.`,
            "withSignups",
          ),
        );
        if (holders.length > 0) {
          await tx
            .update(dinnerRegistrations)
            .set({ status: STORED.declined, reviewedBy: reviewerId, reviewedAt: now })
            .where(
              inArray(
                dinnerRegistrations.id,
                holders.map((h) => h.id),
              ),
            );
          const people = await tx
            .select({ name: contacts.name, email: contacts.email })
            .from(contacts)
            .where(
              inArray(
                contacts.id,
                holders.map((h) => h.contactId),
              ),
            );
          const date = await dinnerRepository(tx).dayDate(edition.id, day, edition.timezone);
          for (const person of people) {
            await mail.enqueue(
              tx,
              dinnerDeclinedMail({
                to: { name: person.name, email: person.email },
                dayLabel: date ? dayLabel(date) : `day ${day}`,
                editionName: edition.name,
                publicUrl,
              }),
            );
          }
        }
        await tx
          .delete(dinnerDays)
          .where(and(eq(dinnerDays.editionId, edition.id), eq(dinnerDays.dayNumber, day)));
        const result: DinnerDayChange = {
          editionId: edition.id,
          day,
          seatsBefore: row.seats ?? edition.dinnerSpotsPerDay,
          seatsAfter: null,
          declined: holders.length,
        };
        await record(tx, result);
        return result;
      });
      if (change.declined > 0) mail.kick();
      return change;
    },
  };
}

export type DinnerDaysEditor = ReturnType<typeof dinnerDaysEditor>;
