import { derivePattern } from "@ebm/shared/meeting-days";
import { floorTables, tableLabel } from "@ebm/shared/scheduler";
import type {
  MeetingChoice,
  MeetingDay,
  MeetingDayInput,
  MeetingDaysPreview,
} from "@ebm/shared/schemas/organiser-meeting-days";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { meetingParticipants, meetings, timeslotMetadata, timeslots } from "../../../db/schema/index.ts";
import { localDate } from "../../../lib/dates.ts";
import { AppError, assertOr, notFound } from "../../../lib/errors.ts";
import type { Announced, MeetingNews } from "../../notifications/index.ts";
import { replaceExpiry, replaceReminder } from "../meetings/meeting-jobs.ts";
import { withLocks } from "../meetings/meeting-locks.ts";
import { organiserCancelledMail, organiserSender, rescheduledMail } from "../meetings/meetings.mails.ts";
import type { SchedulerDeps } from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import { busyPeople, type DaysPlan, planDays, planMeetings, tableConflict } from "./days.plan.ts";
import { daysLocks, daysRepository } from "./days.repository.ts";

/** A change that would break meetings nobody chose for: refused with the preview that lists them. */
export class DaysRefusal extends AppError {
  constructor(
    message: string,
    readonly preview: MeetingDaysPreview,
  ) {
    super(409, message, "meetings");
  }
}

/** What a change of the pattern did, for whoever records it in the same transaction. */
export interface DaysChange {
  edition: { id: number; name: string; timezone: string; isCurrent: boolean };
  plan: DaysPlan;
  moved: { meetingId: number; from: string; to: string }[];
  cancelled: { meetingId: number; at: string }[];
}

const EDITION_NOT_FOUND = "There is no such edition.";

/**
 * The meeting days' pattern (the console's Meeting days): each day's slots made from its first
 * start, last end, slot length, breaks and keynotes, its tables and lobby places. A change keeps
 * the ids of the slots that stay; meetings whose slot goes or becomes a keynote are moved or
 * cancelled only as the organisers chose, and their people are told.
 */
export function meetingDays(
  deps: Pick<SchedulerDeps, "db" | "mail" | "publicUrl" | "news" | "jobs" | "settings">,
) {
  const { db, mail, publicUrl, news, jobs, settings } = deps;

  async function editionOf(editionId: number | undefined) {
    const edition = await daysRepository(db).edition(editionId);
    assertOr(edition, notFound(EDITION_NOT_FOUND));
    return edition;
  }

  /** An edition whose days may change: the current one or one after it, never a past one (409). */
  async function changeableEdition(editionId: number | undefined) {
    const edition = await editionOf(editionId);
    const current = await daysRepository(db).edition(undefined);
    if (current && edition.dateStart < current.dateStart)
      throw new AppError(
        409,
        `${edition.name} is a past edition: its meeting days and dinner days can no longer be changed.`,
        "editionId",
      );
    return edition;
  }

  /** The preview's words of a plan, with the people of the meetings it breaks. */
  async function describe(
    plan: DaysPlan,
    edition: { id: number; timezone: string },
    executor = db,
  ): Promise<MeetingDaysPreview> {
    const ids = [...new Set(plan.broken.flatMap((b) => [b.meeting.fromId, b.meeting.toId]))];
    const people = new Map(
      (await schedulerRepository(executor).people(ids, edition.id)).map((p) => [
        p.id,
        { id: p.id, name: p.name, companyName: p.companyName },
      ]),
    );
    const person = (id: number) => people.get(id) ?? { id, name: `#${id}`, companyName: "" };
    const all = plan.days.flatMap((d) => d.slots);
    return {
      timezone: edition.timezone,
      days: plan.days.map((day) => ({
        day: day.day,
        date: day.date,
        slots: day.slots.map((slot) => ({
          timeStart: slot.timeStart,
          timeEnd: slot.timeEnd,
          startsAtUtc: slot.startsAtUtc.toISOString(),
          keynote: slot.keynote,
          label: slot.label,
          change: slot.change,
          id: slot.id,
        })),
        removed: plan.removedSlots
          .filter((slot) => slot.day === day.day && !day.isNew)
          .map((slot) => ({ id: slot.id, timeStart: slot.timeStart, timeEnd: slot.timeEnd })),
      })),
      removedDays: plan.removedDays.map((d) => ({ day: d.day, date: d.date })),
      counts: {
        keep: all.filter((s) => s.change === "keep").length,
        change: all.filter((s) => s.change === "change").length,
        create: all.filter((s) => s.change === "create").length,
        remove: plan.removedSlots.length,
      },
      meetings: plan.broken.map((b) => ({
        meetingId: b.meeting.id,
        status: b.meeting.status === 1 ? ("accepted" as const) : ("requested" as const),
        date: localDate(b.from.startsAtUtc, edition.timezone),
        timeStart: b.from.timeStart,
        timeEnd: b.from.timeEnd,
        reason: b.reason,
        from: person(b.meeting.fromId),
        to: person(b.meeting.toId),
        moveTo: b.moveTo ? { timeStart: b.moveTo.timeStart, timeEnd: b.moveTo.timeEnd } : null,
      })),
      blocksFreed: plan.blocks.length,
    };
  }

  /** The plan of `input` on the rows as they are now (under the caller's locks inside a transaction). */
  async function planOn(
    executor: typeof db | Tx,
    edition: { id: number; timezone: string; dateStart: string; dateEnd: string },
    input: readonly MeetingDayInput[],
    now: Date,
  ) {
    const stored = await daysRepository(executor).stored(edition.id, edition.timezone);
    const plan = planMeetings(planDays(input, edition, stored), stored, now);
    const clash = tableConflict(plan, stored);
    if (clash) throw new AppError(409, clash.message, clash.field);
    return { plan, stored };
  }

  return {
    /**
     * The edition's days as the console edits them (the current edition when none is named); with
     * `toChange`, a past edition is refused (409), as its days and dinner days no longer change.
     */
    async readDays(editionId?: number, opts: { toChange?: boolean } = {}) {
      const edition = await (opts.toChange ? changeableEdition : editionOf)(editionId);
      const repo = daysRepository(db);
      const [days, slots, live, editable] = await Promise.all([
        repo.days(edition.id, edition.timezone),
        repo.slots(edition.id),
        repo.meetings(edition.id),
        repo.editableEditions(),
      ]);
      const count = new Map<number, number>();
      for (const m of live)
        if (m.fromId !== m.toId) count.set(m.timeslotId, (count.get(m.timeslotId) ?? 0) + 1);
      const shaped: MeetingDay[] = days.map((day) => {
        const own = slots.filter((slot) => !slot.retired && slot.day === day.day);
        const pattern = day.pattern ?? derivePattern(own);
        const labels = new Map(pattern.keynotes.map((k) => [k.start, k.label]));
        return {
          day: day.day,
          date: day.date,
          ...pattern,
          floorTables: floorTables(day.meetingTables),
          lobbyPlaces: Math.max(1, day.meetingTablesMax - floorTables(day.meetingTables)),
          slots: own.map((slot) => ({
            id: slot.id,
            timeStart: slot.timeStart,
            timeEnd: slot.timeEnd,
            startsAtUtc: slot.startsAtUtc.toISOString(),
            keynote: slot.keynote,
            label: slot.keynote ? (labels.get(slot.timeStart) ?? "Keynote") : null,
            meetings: count.get(slot.id) ?? 0,
          })),
        };
      });
      const { dinnerSpotsPerDay: _seats, ...shown } = edition;
      return { edition, shown, editions: editable, days: shaped };
    },

    /**
     * What `input` would do at `now`: the slots made, kept and removed, and the meetings it breaks
     * with the slot each would move to.
     */
    async previewDays(
      editionId: number,
      input: readonly MeetingDayInput[],
      now: Date,
    ): Promise<MeetingDaysPreview> {
      const edition = await changeableEdition(editionId);
      const { plan } = await planOn(db, edition, input, now);
      return describe(plan, edition);
    },

    /**
     * Writes `input` in one transaction: the meetings it breaks and their people are locked first,
     * then every slot and day of the edition, and only then is the plan made again and checked
     * against `choices` (every broken meeting must be chosen for; a move needs a slot). Slots that
     * stay keep their ids. Moved meetings take their new slot and place with their colleagues,
     * cancelled ones are called off; everyone at them is told by mail (from `actor`, the organiser,
     * within the per-sender bound) and in the app. A meeting only moves to a slot that starts after
     * `now`. `record` runs in the same transaction.
     */
    async applyDays(
      actor: { id: number },
      editionId: number,
      input: readonly MeetingDayInput[],
      choices: readonly { meetingId: number; action: MeetingChoice }[],
      now: Date,
      record: (tx: Tx, change: DaysChange) => Promise<unknown>,
    ): Promise<DaysChange> {
      const edition = await changeableEdition(editionId);
      const chosen = new Map(choices.map((c) => [c.meetingId, c.action]));
      // A first look, without locks, says which meetings (and whose rows) to lock.
      const look = await planOn(db, edition, input, now);
      let announced: Announced | undefined;
      const change = await withLocks(db, async (tx, locks) => {
        const lockedIds = look.plan.broken.flatMap((b) => [
          b.meeting.id,
          ...b.meeting.children.map((c) => c.id),
        ]);
        await daysLocks(tx).lockMeetings(lockedIds);
        await locks.lockContacts(look.plan.broken.flatMap((b) => busyPeople(b.meeting)));
        await daysLocks(tx).lockEdition(edition.id);
        const { plan } = await planOn(tx, edition, input, now);
        const locked = new Set(lockedIds);
        if (plan.broken.some((b) => !locked.has(b.meeting.id)))
          throw new AppError(409, "Meetings of these days changed meanwhile: look at the preview again.");
        const unchosen = plan.broken.filter((b) => !chosen.has(b.meeting.id));
        if (unchosen.length > 0)
          throw new DaysRefusal(
            `${unchosen.length} ${unchosen.length === 1 ? "meeting would lose its" : "meetings would lose their"} timeslot: choose to move or cancel ${unchosen.length === 1 ? "it" : "them"}.`,
            await describe(plan, edition, tx),
          );
        const stuck = plan.broken.filter((b) => chosen.get(b.meeting.id) === "move" && !b.moveTo);
        if (stuck.length > 0)
          throw new DaysRefusal(
            `${stuck.length} ${stuck.length === 1 ? "meeting has" : "meetings have"} no free slot on the same day to move to: cancel ${stuck.length === 1 ? "it" : "them"} instead.`,
            await describe(plan, edition, tx),
          );

        const toCancel = plan.broken.filter((b) => chosen.get(b.meeting.id) === "cancel");
        const toMove = plan.broken.filter((b) => chosen.get(b.meeting.id) === "move");
        const allPeople = [...new Set(plan.broken.flatMap((b) => busyPeople(b.meeting)))];
        const people = new Map(
          (await schedulerRepository(tx).people(allPeople, edition.id)).map((p) => [p.id, p]),
        );
        const slotFacts = (date: string, timeStart: string, timeEnd: string) => ({
          date,
          timeStart,
          timeEnd,
          timeZone: edition.timezone,
        });
        const newsItems: MeetingNews[] = [];
        // Bounded per organiser and recipient, like the console's other meeting changes.
        const sender = organiserSender(actor.id);

        // Cancelled, with their colleagues' meetings: everyone is free again and told.
        for (const b of toCancel) {
          const ids = [b.meeting.id, ...b.meeting.children.map((c) => c.id)];
          await locks.update(ids, { dtCancelled: now, cancelReason: "cancelled", cancelledBy: null });
          await locks.free(ids);
          const at = busyPeople(b.meeting);
          const facts = slotFacts(
            localDate(b.from.startsAtUtc, edition.timezone),
            b.from.timeStart,
            b.from.timeEnd,
          );
          if (b.from.endsAtUtc > now)
            for (const id of at) {
              const to = people.get(id);
              if (!to) continue;
              const others = at.filter((other) => other !== id).flatMap((other) => people.get(other) ?? []);
              await mail.enqueue(
                tx,
                organiserCancelledMail({ to, others, slot: facts, reason: null, publicUrl, sender }),
              );
            }
          newsItems.push({ meetingId: b.meeting.id, change: "cancelled", byId: null, people: at });
        }
        // Blocks in slots that go or become keynotes: freed.
        const blockIds = plan.blocks.map((b) => b.id);
        if (blockIds.length > 0) await tx.delete(meetings).where(inArray(meetings.id, blockIds));

        // The days: gone ones first (a new day may take a gone one's number), then each day's facts.
        for (const gone of plan.removedDays)
          await tx
            .delete(timeslotMetadata)
            .where(and(eq(timeslotMetadata.editionId, edition.id), eq(timeslotMetadata.day, gone.day)));
        for (const day of plan.days) {
          const values = {
            dateStart: day.dateStart,
            dateEnd: day.dateEnd,
            meetingTables: day.meetingTables,
            meetingTablesMax: day.meetingTablesMax,
            pattern: day.pattern,
          };
          if (day.isNew)
            await tx.insert(timeslotMetadata).values({ editionId: edition.id, day: day.day, ...values });
          else
            await tx
              .update(timeslotMetadata)
              .set(values)
              .where(and(eq(timeslotMetadata.editionId, edition.id), eq(timeslotMetadata.day, day.day)));
        }
        // The slots: new ones made, changed ones changed in place (their ids stay; one taken out
        // earlier at the same start is planned again).
        const created = plan.days.flatMap((d) => d.slots).filter((s) => s.change === "create");
        const newIds = new Map<number, number>();
        if (created.length > 0) {
          const rows = await tx
            .insert(timeslots)
            .values(
              created.map((s) => ({
                editionId: edition.id,
                day: s.day,
                timeStart: s.timeStart,
                timeEnd: s.timeEnd,
                startsAtUtc: s.startsAtUtc,
                endsAtUtc: s.endsAtUtc,
                keynote: s.keynote,
              })),
            )
            .returning({ id: timeslots.id, startsAtUtc: timeslots.startsAtUtc });
          for (const row of rows) newIds.set(row.startsAtUtc.getTime(), row.id);
        }
        for (const s of plan.days.flatMap((d) => d.slots))
          if (s.change === "change" && s.id !== null)
            await tx
              .update(timeslots)
              .set({
                day: s.day,
                timeStart: s.timeStart,
                timeEnd: s.timeEnd,
                endsAtUtc: s.endsAtUtc,
                keynote: s.keynote,
                removedAt: null,
              })
              .where(eq(timeslots.id, s.id));

        // Moved, with their colleagues' meetings, to their new slot and place.
        const moved: DaysChange["moved"] = [];
        for (const b of toMove) {
          const target = b.moveTo;
          if (!target) continue;
          const slotId = target.id ?? newIds.get(target.startsAtUtc.getTime());
          if (slotId === undefined) throw new Error("the target slot was not stored");
          const ids = [b.meeting.id, ...b.meeting.children.map((c) => c.id)];
          await locks.update(ids, { timeslotId: slotId, tableNumber: b.table });
          await tx
            .update(meetingParticipants)
            .set({ timeslotId: slotId })
            .where(inArray(meetingParticipants.meetingId, ids));
          const at = busyPeople(b.meeting);
          const before = slotFacts(
            localDate(b.from.startsAtUtc, edition.timezone),
            b.from.timeStart,
            b.from.timeEnd,
          );
          const after = slotFacts(target.date, target.timeStart, target.timeEnd);
          const day = plan.days.find((d) => d.day === target.day);
          const place = b.table === null ? null : tableLabel(b.table, day?.meetingTables ?? b.table + 1);
          for (const id of at) {
            const to = people.get(id);
            if (!to) continue;
            const others = at.filter((other) => other !== id).flatMap((other) => people.get(other) ?? []);
            await mail.enqueue(
              tx,
              rescheduledMail({
                to,
                others,
                was: before,
                slot: after,
                because: "timeslots",
                tableLabel: place,
                meetingId: b.meeting.id,
                publicUrl,
                sender,
              }),
            );
          }
          // An accepted meeting's reminder follows it to its new time; a request lapses anew.
          const { settings: eventSettings } = await settings.current();
          if (b.meeting.status === 1)
            await replaceReminder(
              jobs,
              tx,
              { id: b.meeting.id, startsAtUtc: target.startsAtUtc },
              eventSettings.meetingReminderMinutes,
              now,
            );
          else
            await replaceExpiry(jobs, tx, b.meeting.id, target, eventSettings.meetingRequestExpiryHours, now);
          newsItems.push({ meetingId: b.meeting.id, change: "time-changed", byId: null, people: at });
          moved.push({
            meetingId: b.meeting.id,
            from: `${before.date} ${before.timeStart}`,
            to: `${after.date} ${after.timeStart}`,
          });
        }
        if (newsItems.length > 0) announced = await news.announce(tx, newsItems);
        // Slots that go: one that has had meetings (cancelled now or before, declined, lapsed) is
        // kept out of the days for their history (the people's cancelled lists, their bell, their
        // notes); one that never had any is deleted.
        const removedIds = plan.removedSlots.map((s) => s.id);
        const withHistory = await daysRepository(tx).withHistory(removedIds);
        const unused = removedIds.filter((id) => !withHistory.has(id));
        if (unused.length > 0) await tx.delete(timeslots).where(inArray(timeslots.id, unused));
        if (withHistory.size > 0)
          await tx
            .update(timeslots)
            .set({ removedAt: now })
            .where(inArray(timeslots.id, [...withHistory]));

        const result: DaysChange = {
          edition,
          plan,
          moved,
          cancelled: toCancel.map((b) => ({
            meetingId: b.meeting.id,
            at: `${localDate(b.from.startsAtUtc, edition.timezone)} ${b.from.timeStart}`,
          })),
        };
        await record(tx, result);
        return result;
      });
      mail.kick();
      if (announced) await news.publish(announced);
      return change;
    },
  };
}

export type MeetingDaysService = ReturnType<typeof meetingDays>;
