import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { isBlock, PENDING_REQUEST_LIMITS, pickTable, tableLabel } from "@ebm/shared/scheduler";
import type { MeetingChange } from "@ebm/shared/schemas/mini/notifications";
import type { MeetingActionParam } from "@ebm/shared/schemas/scheduler";
import { localDate } from "../../../lib/dates.ts";
import { AppError, assertOr, forbidden } from "../../../lib/errors.ts";
import type { Announced } from "../../notifications/index.ts";
import type { MeetingRow } from "../scheduler.columns.ts";
import {
  conflict,
  openScheduler,
  REFUSAL,
  type SchedulerDeps,
  type SchedulerUser,
} from "../scheduler.context.ts";
import { schedulerRepository } from "../scheduler.repository.ts";
import { meetingGuards } from "./meeting-guards.ts";
import { lapseOf, scheduleReminder } from "./meeting-jobs.ts";
import { withLocks } from "./meeting-locks.ts";
import {
  acceptedMail,
  cancelledMail,
  declinedMail,
  expiredMail,
  meetingSoonMail,
  requestMail,
} from "./meetings.mails.ts";

const HOUR_MS = 3_600_000;
/** A requester may remind the other side once an hour. */
const REMINDER_EVERY_MS = HOUR_MS;

/** Everyone at a meeting: its two sides and the colleagues added to it. */
export const peopleAt = (m: Pick<MeetingRow, "fromId" | "toId" | "attendees">) => [
  ...new Set([m.fromId, m.toId, ...m.attendees]),
];

/** What each answer tells the people at the meeting (held and no-show: their screens, nobody's bell). */
const CHANGE_OF: Record<MeetingActionParam, MeetingChange | undefined> = {
  accept: "accepted",
  decline: "declined",
  cancel: "cancelled",
  reminder: "reminded",
  held: "outcome",
  noShow: "outcome",
};

/** A slot that can still take a meeting: not over, not the keynote (409 otherwise). */
export function assertSlotTakesMeetings(slot: { endsAtUtc: Date; keynote: boolean }, now: Date) {
  assertOr(slot.endsAtUtc > now, conflict(REFUSAL.slotEnded));
  assertOr(!slot.keynote, conflict(REFUSAL.keynote));
}

/** What an action answers with: the words for the user and the meeting it changed. */
export interface ActionResult {
  msg: string;
  meetingId: number;
}

/**
 * Requests, answers, blocks and the expiry of requests (colleagues: colleagues.service.ts): every
 * change that fills or frees a slot locks before it checks (see meeting-locks.ts), and its mails
 * are written in the same transaction.
 */
export function meetingsService(deps: SchedulerDeps) {
  const { db, settings, mail, jobs, publicUrl, news } = deps;
  const repo = schedulerRepository(db);

  const slotOf = (m: Pick<MeetingRow, "startsAtUtc" | "timeStart" | "timeEnd">, timeZone: string) => ({
    date: localDate(m.startsAtUtc, timeZone),
    timeStart: m.timeStart,
    timeEnd: m.timeEnd,
    timeZone,
  });

  /** The person rows of ids, by id; every id must be known (contacts are not deleted under meetings). */
  async function peopleById(ids: number[], editionId: number) {
    const rows = await repo.people(ids, editionId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return (id: number) => {
      const person = byId.get(id);
      if (!person) throw new Error(`contact ${id} of a meeting is missing`);
      return person;
    };
  }

  const { mayDo } = meetingGuards(repo, settings);

  /** A slot of the current edition that can still take meetings; the user must attend. */
  async function bookableSlot(user: SchedulerUser, editionId: number, timeslotId: number, now: Date) {
    assertOr(await repo.attendingContact(user.id, editionId), forbidden(REFUSAL.notAttending));
    const slot = await repo.slot(editionId, timeslotId);
    assertOr(slot, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
    assertOr(slot.endsAtUtc > now, conflict(REFUSAL.slotEnded));
    return slot;
  }

  return {
    /**
     * Asks `toId` for a meeting in a slot. A look before any lock refuses at once whoever is already
     * busy; then, in one transaction, both people's rows are locked in id order (so A asking B and
     * B asking A at once queue up rather than deadlock), then the slot, and only then is the
     * decisive check made and the meeting written.
     */
    async request(
      user: SchedulerUser,
      body: { toId: number; timeslotId: number; message: string; source?: "request" | "suggestion" },
      now: Date,
    ) {
      const { edition, settings: eventSettings } = await openScheduler(settings);
      assertOr(body.toId !== user.id, new AppError(400, REFUSAL.self, "toId"));
      // Read before any lock: most refusals (someone already busy) need no transaction at all.
      const look = await repo.requestLook(edition.id, body.timeslotId, user.id, body.toId);
      // Without the slot, the people are read on their own: a non-attendee is told so before a 404.
      const people = look?.people ?? (await repo.attendingContacts([user.id, body.toId], edition.id));
      const slot = look?.slot;
      const busyNow = look?.busy ?? [];
      const target = people.find((p) => p.id === body.toId);
      assertOr(
        people.some((p) => p.id === user.id),
        forbidden(REFUSAL.notAttending),
      );
      assertOr(slot, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
      assertOr(target, new AppError(404, REFUSAL.personNotAttending, "toId"));
      assertOr(target.companyId !== user.companyId, new AppError(400, REFUSAL.ownCompany, "toId"));
      // A request carries a message to its target: only to someone the user may reach at all.
      assertOr(
        await deps.reach.mayReach(user, target.id),
        new AppError(404, REFUSAL.personNotAttending, "toId"),
      );
      assertSlotTakesMeetings(slot, now);
      const refuseBusy = (busy: number[]) => {
        assertOr(!busy.includes(user.id), conflict(REFUSAL.youAreBusy));
        assertOr(!busy.includes(target.id), conflict(REFUSAL.notAvailable));
      };
      refuseBusy(busyNow);
      const hours = eventSettings.meetingRequestExpiryHours;

      // Unanswered, a request lapses when its slot begins, or earlier after the edition's expiry hours.
      const expiresAt = lapseOf(now, slot, hours);

      let announced: Announced | undefined;
      const meetingId = await withLocks(db, async (tx, locks) => {
        await locks.lockContacts([user.id, target.id]);
        // A request takes no place yet: it only reads whether one is left.
        const held = await locks.lockSlot(slot.id, "read");
        assertOr(held, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
        assertSlotTakesMeetings(held, now);
        // Checked again now that nobody else can book either person or take a place.
        const facts = await locks.slotFacts(slot.id, [user.id, target.id]);
        refuseBusy(facts.busy);
        assertOr(facts.taken < (held.tablesMax ?? 0), conflict(REFUSAL.fullyBooked));
        // The requester's row is held: their other requests wait, so the caps count them all.
        const pending = await locks.pendingRequestsOf(user.id, target.id, edition.id, slot.day);
        assertOr(
          pending.toTarget < PENDING_REQUEST_LIMITS.toOnePerson,
          new AppError(409, REFUSAL.alreadyAsked, "toId"),
        );
        assertOr(
          pending.onDay < PENDING_REQUEST_LIMITS.perDay,
          conflict(REFUSAL.tooManyPending(PENDING_REQUEST_LIMITS.perDay)),
        );
        const id = await locks.insertMeeting(
          {
            editionId: edition.id,
            timeslotId: slot.id,
            fromId: user.id,
            toId: target.id,
            status: 0,
            message: body.message,
            createdAt: now,
            expiresAt,
            source: body.source ?? "request",
          },
          [user.id, target.id],
        );
        // The runner's clock is the database's: the request lapses that long from now in real time.
        const runAt = new Date(Date.now() + (expiresAt.getTime() - now.getTime()));
        await jobs.enqueue(tx, "scheduler.expire", { meetingId: id }, { runAt, key: String(id) });
        await mail.enqueue(
          tx,
          requestMail({
            to: target,
            from: user,
            slot: slotOf(slot, edition.timezone),
            message: body.message,
            meetingId: id,
            publicUrl,
          }),
        );
        announced = await news.announce(tx, [
          { meetingId: id, change: "requested", byId: user.id, people: [user.id, target.id] },
        ]);
        return id;
      });
      mail.kick();
      if (announced) await news.publish(announced);
      return { meetingId, day: slot.day };
    },

    /** Accept, decline, cancel, remind, or say after the slot whether the meeting took place. */
    async act(
      user: SchedulerUser,
      meetingId: number,
      action: MeetingActionParam,
      now: Date,
    ): Promise<ActionResult> {
      const { edition, found, allowed } = await mayDo(user, meetingId, action, now);
      const { settings: eventSettings } = await settings.current();
      const requester = found.fromId;
      const other = found.fromId === user.id ? found.toId : found.fromId;
      const person = await peopleById([user.id, other], edition.id);
      const slot = slotOf(found, edition.timezone);

      let announced: Announced | undefined;
      const msg = await withLocks(db, async (tx, locks) => {
        const m = await locks.lockMeeting(meetingId);
        assertOr(m && allowed(m).includes(action), conflict(REFUSAL.changed));
        // Who is at the meeting before the change: a cancellation tells the colleagues it drops too.
        const people = peopleAt(m);
        const said = await (async () => {
          switch (action) {
            case "accept": {
              // The slot's places as they are now (a change of the meeting days may have changed them).
              const held = (await locks.lockSlot(m.timeslotId)) ?? m;
              const table = pickTable(
                await schedulerRepository(tx).usedTables(m.timeslotId),
                held.tablesMax ?? 0,
              );
              assertOr(table !== null, conflict(REFUSAL.fullyBooked));
              await locks.update([m.id], { status: 1, tableNumber: table });
              await scheduleReminder(jobs, tx, m, eventSettings.meetingReminderMinutes, now);
              await mail.enqueue(
                tx,
                acceptedMail({
                  to: person(requester),
                  by: person(user.id),
                  slot,
                  tableLabel: tableLabel(table, held.tables ?? held.tablesMax ?? table) ?? "",
                  meetingId: m.id,
                  publicUrl,
                }),
              );
              return SCHEDULER_MESSAGES.accepted;
            }
            case "decline":
            case "cancel": {
              const children = (await locks.lockLiveChildren(m.id)).map((child) => child.id);
              const ended = { dtCancelled: now, cancelledBy: user.id };
              await locks.update([m.id], {
                ...ended,
                cancelReason: action === "decline" ? "declined" : "cancelled",
              });
              await locks.update(children, { ...ended, cancelReason: "cancelled" });
              await locks.free([m.id, ...children]);
              const args = { to: person(other), by: person(user.id), slot, publicUrl };
              if (action === "decline") {
                await mail.enqueue(tx, declinedMail(args));
                return SCHEDULER_MESSAGES.declined;
              }
              await mail.enqueue(tx, cancelledMail({ ...args, wasAccepted: m.status === 1 }));
              return m.status === 1
                ? SCHEDULER_MESSAGES.meetingCancelled
                : SCHEDULER_MESSAGES.requestCancelled;
            }
            case "reminder": {
              const waitMs = m.remindedAt ? m.remindedAt.getTime() + REMINDER_EVERY_MS - now.getTime() : 0;
              assertOr(waitMs <= 0, conflict(REFUSAL.reminderTooSoon(Math.ceil(waitMs / 60_000))));
              await locks.update([m.id], { remindedAt: now });
              await mail.enqueue(
                tx,
                requestMail({
                  to: person(other),
                  from: person(user.id),
                  slot,
                  message: m.message,
                  meetingId: m.id,
                  publicUrl,
                  reminder: true,
                }),
              );
              return SCHEDULER_MESSAGES.reminder.success;
            }
            case "held":
            case "noShow":
              await locks.update([m.id], { outcome: action, outcomeBy: user.id });
              return SCHEDULER_MESSAGES.outcomeSaved;
          }
        })();
        // Told once the change is written, so that the notification reads it (an accepted meeting's table).
        const change = CHANGE_OF[action];
        if (change)
          announced = await news.announce(tx, [
            {
              meetingId: m.id,
              change,
              byId: user.id,
              people,
              // An outcome changes screens, not plans: nobody's bell rings for it.
              ...(change === "outcome" ? { notify: [] } : {}),
            },
          ]);
        return said;
      });
      mail.kick();
      if (announced) await news.publish(announced);
      return { msg, meetingId };
    },

    /** Marks the user busy in a slot without a meeting (a meeting with themself). */
    async block(user: SchedulerUser, timeslotId: number, now: Date): Promise<ActionResult> {
      const { edition } = await openScheduler(settings);
      const slot = await bookableSlot(user, edition.id, timeslotId, now);
      const meetingId = await withLocks(db, async (_tx, locks) => {
        await locks.lockContacts([user.id]);
        assertOr((await locks.busyIn(slot.id, [user.id])).length === 0, conflict(REFUSAL.youAreBusy));
        return locks.insertMeeting(
          {
            editionId: edition.id,
            timeslotId: slot.id,
            fromId: user.id,
            toId: user.id,
            status: 0,
            createdAt: now,
          },
          [user.id],
        );
      });
      return { msg: SCHEDULER_MESSAGES.blocked, meetingId };
    },

    /** Frees a slot the user blocked. */
    async unblock(user: SchedulerUser, timeslotId: number): Promise<ActionResult> {
      const { edition } = await openScheduler(settings);
      const slot = await repo.slot(edition.id, timeslotId);
      assertOr(slot, new AppError(404, REFUSAL.slotNotFound, "timeslotId"));
      const meetingId = await withLocks(db, (_tx, locks) => locks.deleteBlock(user.id, slot.id));
      assertOr(meetingId, new AppError(404, REFUSAL.noBlock, "timeslotId"));
      return { msg: SCHEDULER_MESSAGES.unblocked, meetingId };
    },

    /**
     * The `scheduler.remind` job: everyone at a meeting still accepted and not yet begun hears that
     * it begins soon, with its place. Once per meeting, even when the job runs again: the
     * meeting's row is held while its reminder is looked for.
     */
    async remindSoon(meetingId: number, now: Date): Promise<boolean> {
      let announced: Announced | undefined;
      await withLocks(db, async (tx, locks) => {
        const m = await locks.lockMeeting(meetingId);
        // Only an accepted, live, top-level meeting still ahead, and only once.
        const due = m?.status === 1 && m.dtCancelled === null && !isBlock(m) && m.parentScheduleId === null;
        if (!due || m.startsAtUtc <= now || (await news.told(tx, m.id, "soon"))) return;
        announced = await news.announce(tx, [
          { meetingId: m.id, change: "soon", byId: null, people: peopleAt(m) },
        ]);
        // By mail too, for those who asked for it on their notification settings.
        const people = await schedulerRepository(tx).people(peopleAt(m), m.editionId);
        const { edition } = await settings.current();
        const timeZone = m.editionId === edition.id ? edition.timezone : "UTC";
        const place = tableLabel(m.table, m.tables ?? m.table ?? 0) ?? "the meeting area";
        for (const person of people.filter((p) => p.reminderMail)) {
          const others = people.filter((p) => p.id !== person.id);
          await mail.enqueue(
            tx,
            meetingSoonMail({
              to: person,
              others,
              slot: slotOf(m, timeZone),
              place,
              meetingId: m.id,
              publicUrl,
            }),
          );
        }
      });
      if (!announced) return false;
      mail.kick();
      await news.publish(announced);
      return true;
    },

    /**
     * The `scheduler.expire` job: a request still unanswered lapses, both sides are free again and
     * the requester is told. Safe to run again: a request answered, withdrawn or lapsed is left.
     */
    async expire(meetingId: number, now: Date): Promise<boolean> {
      const { edition, settings: eventSettings } = await settings.current();
      let announced: Announced | undefined;
      const lapsed = await withLocks(db, async (tx, locks) => {
        const m = await locks.lockMeeting(meetingId);
        if (!m || m.dtCancelled !== null || m.status !== 0 || isBlock(m) || m.parentScheduleId !== null)
          return false;
        await locks.update([m.id], { dtCancelled: now, cancelReason: "expired", cancelledBy: null });
        await locks.free([m.id]);
        announced = await news.announce(tx, [
          { meetingId: m.id, change: "expired", byId: null, people: [m.fromId, m.toId], notify: [m.fromId] },
        ]);
        const people = await schedulerRepository(tx).people([m.fromId, m.toId], m.editionId);
        const from = people.find((p) => p.id === m.fromId);
        const to = people.find((p) => p.id === m.toId);
        if (from && to) {
          const timeZone = m.editionId === edition.id ? edition.timezone : "UTC";
          await mail.enqueue(
            tx,
            expiredMail({
              to: from,
              other: to,
              slot: slotOf(m, timeZone),
              // What ran out first: the edition's expiry hours, or the slot's start (its end for a
              // request made while it was under way).
              lapse:
                m.expiresAt && m.expiresAt < m.startsAtUtc
                  ? { hours: eventSettings.meetingRequestExpiryHours ?? 0 }
                  : m.expiresAt && m.expiresAt >= m.endsAtUtc
                    ? "slotEnded"
                    : "slotBegan",
              publicUrl,
            }),
          );
        }
        return true;
      });
      if (lapsed) mail.kick();
      if (announced) await news.publish(announced);
      return lapsed;
    },
  };
}

export type MeetingsService = ReturnType<typeof meetingsService>;
