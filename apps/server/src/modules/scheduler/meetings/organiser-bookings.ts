import { floorTables, isBlock, pickTable, tableLabel } from "@ebm/shared/scheduler";
import type { Tx } from "../../../db/client.ts";
import { localDate } from "../../../lib/dates.ts";
import { AppError, assertOr, badRequest, notFound } from "../../../lib/errors.ts";
import type { Announced } from "../../notifications/index.ts";
import type { MeetingRow, SlotRow } from "../scheduler.columns.ts";
import { conflict, REFUSAL, type SchedulerDeps } from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import { replaceReminder, scheduleReminder } from "./meeting-jobs.ts";
import type { MeetingLocks } from "./meeting-locks.ts";
import { withLocks } from "./meeting-locks.ts";
import { bookedMail, organiserCancelledMail, organiserSender, rescheduledMail } from "./meetings.mails.ts";
import { assertSlotTakesMeetings, peopleAt } from "./meetings.service.ts";
import { MOVE_REFUSAL } from "./table-moves.ts";

/** The organisers' refusals, in the words the console shows. */
export const BOOKING_REFUSAL = {
  samePerson: "Choose two different people.",
  sameCompany: "Both people work for the same company: a meeting is between two companies.",
  notAttending: "This person does not attend the event.",
  busy: (name: string) => `${name} already has a meeting, a request or a blocked slot in this timeslot.`,
  sameSlot: "The meeting is in this timeslot already: choose another timeslot, or move it to another table.",
  over: "This meeting's timeslot is over: it can no longer be changed.",
  notAccepted: "Only an accepted meeting that still takes place can be changed here.",
  notBegun: "A meeting can be marked held or no-show once its timeslot has begun.",
} as const;

/** Who in the console made the change (an organiser's contact id). */
export interface Organiser {
  id: number;
}

/** A person of a booking, as mails and the audit log name them. */
export interface BookedPerson {
  id: number;
  name: string;
  email: string;
  companyName: string;
}

/** What a change of the organisers did, for the audit log written in the same transaction. */
export interface OrganiserChange {
  meetingId: number;
  people: BookedPerson[];
  /** The slot the meeting is in now (after a move: the new one). */
  slot: Pick<SlotRow, "id" | "day" | "timeStart" | "timeEnd">;
  table: number | null;
  /** Before the change, where it changed a slot, a table or an outcome. */
  before?: {
    timeslotId?: number;
    day?: number;
    timeStart?: string;
    table?: number | null;
    outcome?: string | null;
  };
}

type Record = (tx: Tx, change: OrganiserChange) => Promise<unknown>;

/**
 * The organisers' bookings on behalf of attendees: a meeting booked for two people (accepted at
 * once), moved to another timeslot, cancelled with a reason, and marked held or no-show. Each runs
 * in one transaction that locks in the scheduler's order (the meeting, its colleagues' meetings,
 * the people by id, then the slot) before it checks, with the scheduler's own rules (a person
 * once per slot, places per slot with the hotel lobby, blocked slots, pending requests), and tells
 * everyone at the meeting: a notification and a live event, and a mail within the sender bounds.
 */
export function organiserBookings(deps: SchedulerDeps) {
  const { db, settings, mail, jobs, publicUrl, news } = deps;
  const repo = schedulerRepository(db);

  const slotFacts = (slot: Pick<SlotRow, "startsAtUtc" | "timeStart" | "timeEnd">, timeZone: string) => ({
    date: localDate(slot.startsAtUtc, timeZone),
    timeStart: slot.timeStart,
    timeEnd: slot.timeEnd,
    timeZone,
  });
  const placeLabel = (table: number, slot: Pick<SlotRow, "tables" | "tablesMax">) =>
    tableLabel(table, slot.tables ?? slot.tablesMax ?? table) ?? `Table: ${table}`;

  /** Nobody of `ids` is busy in the slot (read under their locks); 409 naming who is. */
  async function refuseBusy(locks: MeetingLocks, slot: SlotRow, people: BookedPerson[]) {
    const facts = await locks.slotFacts(
      slot.id,
      people.map((p) => p.id),
    );
    const busy = people.find((p) => facts.busy.includes(p.id));
    assertOr(!busy, conflict(BOOKING_REFUSAL.busy(busy?.name ?? "")));
    assertOr(facts.taken < (slot.tablesMax ?? 0), conflict(REFUSAL.fullyBooked));
  }

  /** The place a booking takes: the chosen floor table when it is free, else the lowest free place. */
  async function placeIn(tx: Tx, slot: SlotRow, wanted: number | null | undefined): Promise<number> {
    const used = await schedulerRepository(tx).usedTables(slot.id);
    if (wanted === null || wanted === undefined) {
      const table = pickTable(used, slot.tablesMax ?? 0);
      assertOr(table !== null, conflict(REFUSAL.fullyBooked));
      return table;
    }
    const tables = floorTables(slot.tables);
    assertOr(wanted <= tables, badRequest(MOVE_REFUSAL.outside(tables), "tableNumber"));
    assertOr(!used.includes(wanted), conflict(MOVE_REFUSAL.taken(wanted)));
    return wanted;
  }

  /** A live, accepted, top-level meeting of the current edition, locked; 404 or 409 otherwise. */
  async function lockedMeeting(locks: MeetingLocks, meetingId: number, editionId: number) {
    const m = await locks.lockMeeting(meetingId);
    assertOr(m && m.editionId === editionId && !isBlock(m), notFound(MOVE_REFUSAL.notFound));
    assertOr(m.parentScheduleId === null, new AppError(409, MOVE_REFUSAL.colleague));
    assertOr(m.status === 1 && m.dtCancelled === null, conflict(BOOKING_REFUSAL.notAccepted));
    return m;
  }

  /**
   * The slot, locked and read again under its lock (a change of the meeting days may have changed
   * its places, made it a keynote or removed it since it was first looked at); 404 or 409 otherwise.
   */
  async function lockedSlot(locks: MeetingLocks, timeslotId: number, now: Date): Promise<SlotRow> {
    const slot = await locks.lockSlot(timeslotId);
    assertOr(slot, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
    assertSlotTakesMeetings(slot, now);
    return slot;
  }

  /** The people at a meeting, its two sides first. */
  async function peopleOf(tx: Tx, m: Pick<MeetingRow, "fromId" | "toId" | "editionId">, ids: number[]) {
    const rows = await schedulerRepository(tx).people(ids, m.editionId);
    const order = (id: number) => (id === m.fromId ? 0 : id === m.toId ? 1 : 2);
    return rows.sort((a, b) => order(a.id) - order(b.id));
  }

  /** A pending reminder of the meeting goes; the new slot's is enqueued. */
  async function movedReminder(tx: Tx, meeting: { id: number; startsAtUtc: Date }, now: Date) {
    const { settings: eventSettings } = await settings.current();
    await replaceReminder(jobs, tx, meeting, eventSettings.meetingReminderMinutes, now);
  }

  return {
    /**
     * Books an accepted meeting for two attendees of different companies in a slot still to come
     * (or under way), at the chosen floor table or the lowest free place.
     */
    async bookFor(
      by: Organiser,
      body: { fromId: number; toId: number; timeslotId: number; tableNumber?: number | null },
      now: Date,
      record: Record,
    ) {
      const { edition, settings: eventSettings } = await settings.current();
      assertOr(body.fromId !== body.toId, badRequest(BOOKING_REFUSAL.samePerson, "toId"));
      const found = await repo.attendingContacts([body.fromId, body.toId], edition.id);
      const from = found.find((p) => p.id === body.fromId);
      const to = found.find((p) => p.id === body.toId);
      assertOr(from, new AppError(404, BOOKING_REFUSAL.notAttending, "fromId"));
      assertOr(to, new AppError(404, BOOKING_REFUSAL.notAttending, "toId"));
      assertOr(from.companyId !== to.companyId, new AppError(409, BOOKING_REFUSAL.sameCompany, "toId"));
      const look = await repo.slot(edition.id, body.timeslotId);
      assertOr(look, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
      assertSlotTakesMeetings(look, now);

      let announced: Announced | undefined;
      const placed = await withLocks(db, async (tx, locks) => {
        await locks.lockContacts([from.id, to.id]);
        const slot = await lockedSlot(locks, look.id, now);
        await refuseBusy(locks, slot, [from, to]);
        const table = await placeIn(tx, slot, body.tableNumber);
        const meetingId = await locks.insertMeeting(
          {
            editionId: edition.id,
            timeslotId: slot.id,
            fromId: from.id,
            toId: to.id,
            status: 1,
            tableNumber: table,
            createdAt: now,
            source: "organiser",
          },
          [from.id, to.id],
        );
        await scheduleReminder(
          jobs,
          tx,
          { id: meetingId, startsAtUtc: slot.startsAtUtc },
          eventSettings.meetingReminderMinutes,
          now,
        );
        const facts = slotFacts(slot, edition.timezone);
        const sender = organiserSender(by.id);
        for (const [person, other] of [
          [from, to],
          [to, from],
        ] as const)
          await mail.enqueue(
            tx,
            bookedMail({
              to: person,
              other,
              slot: facts,
              tableLabel: placeLabel(table, slot),
              meetingId,
              publicUrl,
              sender,
            }),
          );
        await record(tx, { meetingId, people: [from, to], slot, table });
        announced = await news.announce(tx, [
          { meetingId, change: "booked", byId: null, people: [from.id, to.id] },
        ]);
        return { meetingId, timeslotId: slot.id, table };
      });
      mail.kick();
      if (announced) await news.publish(announced);
      return placed;
    },

    /**
     * Moves an accepted meeting still to come to another slot (with the colleagues who join it,
     * who must be free there too), at the chosen floor table or the lowest free place.
     */
    async rescheduleFor(
      by: Organiser,
      meetingId: number,
      body: { timeslotId: number; tableNumber?: number | null },
      now: Date,
      record: Record,
    ) {
      const { edition } = await settings.current();
      const look = await repo.slot(edition.id, body.timeslotId);
      let announced: Announced | undefined;
      const placed = await withLocks(db, async (tx, locks) => {
        const m = await lockedMeeting(locks, meetingId, edition.id);
        assertOr(m.endsAtUtc > now, conflict(BOOKING_REFUSAL.over));
        assertOr(look, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
        assertOr(look.id !== m.timeslotId, badRequest(BOOKING_REFUSAL.sameSlot, "timeslotId"));
        assertSlotTakesMeetings(look, now);
        const children = await locks.lockLiveChildren(m.id);
        const ids = peopleAt(m);
        await locks.lockContacts(ids);
        const slot = await lockedSlot(locks, look.id, now);
        const people = await peopleOf(tx, m, ids);
        await refuseBusy(locks, slot, people);
        const table = await placeIn(tx, slot, body.tableNumber);
        const childIds = children.map((child) => child.id);
        await locks.free([m.id, ...childIds]);
        await locks.update([m.id, ...childIds], {
          timeslotId: slot.id,
          tableNumber: table,
          remindedAt: null,
        });
        await locks.occupy(m.id, [m.fromId, m.toId], slot.id);
        for (const child of children) await locks.occupy(child.id, [child.fromId], slot.id);
        await movedReminder(tx, { id: m.id, startsAtUtc: slot.startsAtUtc }, now);
        const sender = organiserSender(by.id);
        for (const person of people)
          await mail.enqueue(
            tx,
            rescheduledMail({
              to: person,
              others: people.filter((p) => p.id !== person.id),
              was: slotFacts(m, edition.timezone),
              slot: slotFacts(slot, edition.timezone),
              tableLabel: placeLabel(table, slot),
              meetingId: m.id,
              publicUrl,
              sender,
            }),
          );
        await record(tx, {
          meetingId: m.id,
          people,
          slot,
          table,
          before: { timeslotId: m.timeslotId, day: m.day, timeStart: m.timeStart, table: m.table },
        });
        announced = await news.announce(tx, [{ meetingId: m.id, change: "moved", byId: null, people: ids }]);
        return { meetingId: m.id, timeslotId: slot.id, table };
      });
      mail.kick();
      if (announced) await news.publish(announced);
      return placed;
    },

    /** Calls off an accepted meeting still to come, with the colleagues' places at it; everyone reads why. */
    async cancelFor(by: Organiser, meetingId: number, reason: string, now: Date, record: Record) {
      const { edition } = await settings.current();
      let announced: Announced | undefined;
      await withLocks(db, async (tx, locks) => {
        const m = await lockedMeeting(locks, meetingId, edition.id);
        assertOr(m.endsAtUtc > now, conflict(BOOKING_REFUSAL.over));
        const children = (await locks.lockLiveChildren(m.id)).map((child) => child.id);
        const ids = peopleAt(m);
        const ended = { dtCancelled: now, cancelledBy: by.id, cancelReason: "organisers" as const };
        await locks.update([m.id, ...children], ended);
        await locks.free([m.id, ...children]);
        const people = await peopleOf(tx, m, ids);
        const sender = organiserSender(by.id);
        for (const person of people)
          await mail.enqueue(
            tx,
            organiserCancelledMail({
              to: person,
              others: people.filter((p) => p.id !== person.id),
              slot: slotFacts(m, edition.timezone),
              reason,
              publicUrl,
              sender,
            }),
          );
        await record(tx, {
          meetingId: m.id,
          people,
          slot: { id: m.timeslotId, day: m.day, timeStart: m.timeStart, timeEnd: m.timeEnd },
          table: m.table,
        });
        announced = await news.announce(tx, [
          { meetingId: m.id, change: "cancelled", byId: null, people: ids },
        ]);
      });
      mail.kick();
      if (announced) await news.publish(announced);
      return { meetingId };
    },

    /** Says whether an accepted meeting whose slot has begun took place (changes the screens, rings no bell). */
    async markOutcome(
      by: Organiser,
      meetingId: number,
      outcome: "held" | "noShow",
      now: Date,
      record: Record,
    ) {
      const { edition } = await settings.current();
      let announced: Announced | undefined;
      await withLocks(db, async (tx, locks) => {
        const m = await lockedMeeting(locks, meetingId, edition.id);
        assertOr(m.startsAtUtc <= now, conflict(BOOKING_REFUSAL.notBegun));
        await locks.update([m.id], { outcome, outcomeBy: by.id });
        const ids = peopleAt(m);
        await record(tx, {
          meetingId: m.id,
          people: await peopleOf(tx, m, ids),
          slot: { id: m.timeslotId, day: m.day, timeStart: m.timeStart, timeEnd: m.timeEnd },
          table: m.table,
          before: { outcome: m.outcome },
        });
        announced = await news.announce(tx, [
          { meetingId: m.id, change: "outcome", byId: null, people: ids, notify: [] },
        ]);
      });
      if (announced) await news.publish(announced);
      return { meetingId };
    },
  };
}
