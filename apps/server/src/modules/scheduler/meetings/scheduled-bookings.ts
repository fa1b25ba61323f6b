import { pickTable, tableLabel } from "@ebm/shared/scheduler";
import type { DbExecutor, Tx } from "../../../db/client.ts";
import { localDate } from "../../../lib/dates.ts";
import { AppError } from "../../../lib/errors.ts";
import { organiserSender } from "../../../plugins/mail-bound.ts";
import type { Announced } from "../../notifications/index.ts";
import type { SchedulerDeps } from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import { lapseOf, scheduleReminder } from "./meeting-jobs.ts";
import { withLocks } from "./meeting-locks.ts";
import { type ScheduledLine, scheduledMail } from "./meetings.mails.ts";
import { assertSlotTakesMeetings } from "./meetings.service.ts";

/** A meeting of the organisers' automatic schedule, to be made. `fromId` asks when it is a request. */
export interface ScheduledItem {
  /** The caller's own key (the draft meeting's id), answered with the meeting made. */
  key: number;
  fromId: number;
  toId: number;
  timeslotId: number;
  /** The table the draft chose; another free place when it was taken since. */
  table: number;
}

export interface PublishOutcome {
  /** The key of each item made, with its meeting. */
  made: Array<{ key: number; meetingId: number }>;
  /** The keys of items that a booking since the draft made impossible (someone busy, no place, slot over). */
  skipped: number[];
}

/**
 * The organisers' automatic schedule made real: each meeting in its own transaction that locks
 * both people (by id) and then the slot before it checks, with the scheduler's own rules (a person
 * once per slot, the places of the slot, a slot still to come), as an accepted meeting at a table
 * or as a request from one side to the other. Each is told live and in the notification centre;
 * `mailScheduled` then gives each person one mail listing their new meetings (not one per meeting).
 */
export function scheduledBookings(deps: SchedulerDeps) {
  const { db, settings, mail, jobs, publicUrl, news } = deps;
  const repo = schedulerRepository(db);

  return {
    async publishScheduled(
      items: ScheduledItem[],
      as: "accepted" | "requests",
      now: Date,
      /** Written in each meeting's own transaction: the caller's record of it (the draft's row). */
      onMade?: (tx: Tx, key: number, meetingId: number) => Promise<void>,
    ): Promise<PublishOutcome> {
      const { edition, settings: eventSettings } = await settings.current();
      const outcome: PublishOutcome = { made: [], skipped: [] };
      for (const item of items) {
        let announced: Announced | undefined;
        // Only between people who may reach each other (the one rule of whom a meeting may ask).
        const [from] = await repo.attendingContacts([item.fromId], edition.id);
        if (!from || !(await deps.reach.mayReach(from, item.toId))) {
          outcome.skipped.push(item.key);
          continue;
        }
        try {
          const made = await withLocks(db, async (tx, locks) => {
            await locks.lockContacts([item.fromId, item.toId]);
            const slot = await locks.lockSlot(item.timeslotId, as === "accepted" ? "take" : "read");
            if (!slot || slot.editionId !== edition.id) return null;
            assertSlotTakesMeetings(slot, now);
            const facts = await locks.slotFacts(slot.id, [item.fromId, item.toId]);
            if (facts.busy.length > 0 || facts.taken >= (slot.tablesMax ?? 0)) return null;
            const people = await schedulerRepository(tx).attendingContacts(
              [item.fromId, item.toId],
              edition.id,
            );
            const from = people.find((p) => p.id === item.fromId);
            const to = people.find((p) => p.id === item.toId);
            if (!from || !to || from.companyId === to.companyId) return null;
            let table: number | null = null;
            if (as === "accepted") {
              const used = await schedulerRepository(tx).usedTables(slot.id);
              table =
                !used.includes(item.table) && item.table <= (slot.tablesMax ?? 0)
                  ? item.table
                  : pickTable(used, slot.tablesMax ?? 0);
              if (table === null) return null;
            }
            const expiresAt =
              as === "requests" ? lapseOf(now, slot, eventSettings.meetingRequestExpiryHours) : null;
            const meetingId = await locks.insertMeeting(
              {
                editionId: edition.id,
                timeslotId: slot.id,
                fromId: from.id,
                toId: to.id,
                status: as === "accepted" ? 1 : 0,
                tableNumber: table,
                createdAt: now,
                expiresAt,
                source: "schedule",
              },
              [from.id, to.id],
            );
            if (expiresAt) {
              const runAt = new Date(Date.now() + (expiresAt.getTime() - now.getTime()));
              await jobs.enqueue(tx, "scheduler.expire", { meetingId }, { runAt, key: String(meetingId) });
            } else {
              await scheduleReminder(
                jobs,
                tx,
                { id: meetingId, startsAtUtc: slot.startsAtUtc },
                eventSettings.meetingReminderMinutes,
                now,
              );
            }
            announced = await news.announce(tx, [
              as === "accepted"
                ? { meetingId, change: "booked", byId: null, people: [from.id, to.id] }
                : {
                    meetingId,
                    change: "requested",
                    byId: from.id,
                    people: [from.id, to.id],
                    notify: [to.id],
                  },
            ]);
            await onMade?.(tx, item.key, meetingId);
            return meetingId;
          });
          if (made === null) outcome.skipped.push(item.key);
          else outcome.made.push({ key: item.key, meetingId: made });
        } catch (err) {
          // A refusal, or a lock that waited too long or a deadlock under load: this one is skipped
          // (it stays in the draft), the others go on.
          const code = (err as { code?: unknown }).code;
          if (!(err instanceof AppError) && code !== "55P03" && code !== "40P01") throw err;
          outcome.skipped.push(item.key);
          continue;
        }
        if (announced) await news.publish(announced);
        // A turn for the requests waiting meanwhile: on the embedded database every query queues.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return outcome;
    },

    /**
     * One mail to each person at these meetings of the automatic schedule, listing all of theirs
     * (accepted meetings with their places, or requests to answer or waiting for the other's answer).
     */
    async mailScheduled(
      by: { id: number },
      meetingIds: number[],
      as: "accepted" | "requests",
      tx: DbExecutor,
    ) {
      if (meetingIds.length === 0) return;
      const { edition } = await settings.current();
      const txRepo = schedulerRepository(tx);
      const rows = await txRepo.meetingsWithSlots(meetingIds);
      const ids = [...new Set(rows.flatMap((m) => [m.fromId, m.toId]))];
      const people = new Map((await txRepo.attendingContacts(ids, edition.id)).map((p) => [p.id, p]));
      const lines = new Map<number, ScheduledLine[]>();
      for (const m of rows) {
        const [from, to] = [people.get(m.fromId), people.get(m.toId)];
        if (!from || !to) continue;
        const slot = {
          date: localDate(m.startsAtUtc, edition.timezone),
          timeStart: m.timeStart,
          timeEnd: m.timeEnd,
          timeZone: edition.timezone,
        };
        const place =
          m.table === null
            ? null
            : (tableLabel(m.table, m.tables ?? m.tablesMax ?? m.table) ?? `Table: ${m.table}`);
        for (const [person, other] of [
          [from, to],
          [to, from],
        ] as const)
          lines.set(person.id, [
            ...(lines.get(person.id) ?? []),
            { other, slot, place, meetingId: m.id, asks: as === "requests" && person.id === to.id },
          ]);
      }
      for (const [id, mine] of lines) {
        const person = people.get(id);
        if (person)
          await mail.enqueue(
            tx,
            scheduledMail({ to: person, lines: mine, as, publicUrl, sender: organiserSender(by.id) }),
          );
      }
    },

    /** Sends the mails just committed (the automatic schedule's, after `mailScheduled`'s transaction). */
    kickMail() {
      mail.kick();
    },
  };
}
