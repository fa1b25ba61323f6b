import { meetingDaysSchema } from "@ebm/shared/schemas/organiser-meeting-days";
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { holdsPlace } from "../../../db/scheduling.ts";
import { contacts, meetings, timeslotMetadata, timeslots } from "../../../db/schema/index.ts";
import {
  call,
  makeCompany,
  type Person,
  participantsOf,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../../scheduler/scheduler.test-kit.ts";
import { organiserTestKit, type Signed } from "../organiser.test-kit.ts";

/**
 * Two organisers booking at the same moment, through the app: on the embedded database (one
 * connection, the bookings queue) and on a real PostgreSQL server (DATABASE_URL: a pool, the
 * bookings meet at their locks). Either way the last place of a slot goes once, and a person is
 * booked once per slot.
 */
const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON });
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true }));

const book = (body: object, who: Signed) => call(t.app, who, "POST", "/api/organiser/meetings", body);

async function pair() {
  const [a] = (await makeCompany(t.app)) as [Person];
  const [b] = (await makeCompany(t.app)) as [Person];
  return { a, b };
}

/** A second organiser, signed in with a session of their own. */
async function secondOrganiser(): Promise<Person> {
  const [other] = (await makeCompany(t.app)) as [Person];
  await t.app.db.update(contacts).set({ role: "organiser" }).where(eq(contacts.id, other.id));
  return other;
}

/** Sets the places of the current edition's second day; answers how to put them back. */
async function setDay2Places(meetingTables: number, meetingTablesMax: number) {
  const { edition } = await t.app.services.settings.current();
  const where = and(eq(timeslotMetadata.editionId, edition.id), eq(timeslotMetadata.day, 2));
  const [before] = await t.app.db.select().from(timeslotMetadata).where(where);
  if (!before) throw new Error("the second day has no places set");
  await t.app.db.update(timeslotMetadata).set({ meetingTables, meetingTablesMax }).where(where);
  return async () => {
    await t.app.db
      .update(timeslotMetadata)
      .set({ meetingTables: before.meetingTables, meetingTablesMax: before.meetingTablesMax })
      .where(where);
  };
}

describe("racing organisers", () => {
  it("two organisers booking the last table of a slot at once: one gets it, the other 409; one person twice: once", async () => {
    const before = await pair();
    const second = await secondOrganiser();
    const taken = await book(
      { fromId: before.a.id, toId: before.b.id, timeslotId: SLOT.friday },
      t.organiser,
    );
    expect(taken.status).toBe(200);
    const used = (
      await t.app.db
        .select({ n: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.timeslotId, SLOT.friday), holdsPlace))
    ).length;
    // One place left in the slot.
    const restore = await setDay2Places(used + 2, used + 1);
    try {
      const one = await pair();
      const two = await pair();
      const answers = await Promise.all([
        book({ fromId: one.a.id, toId: one.b.id, timeslotId: SLOT.friday }, t.organiser),
        book({ fromId: two.a.id, toId: two.b.id, timeslotId: SLOT.friday }, second),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.body.message).toBe(
        "This timeslot is fully booked: every table is taken.",
      );
      const [c] = (await makeCompany(t.app)) as [Person];
      const [d] = (await makeCompany(t.app)) as [Person];
      const [e] = (await makeCompany(t.app)) as [Person];
      const twice = await Promise.all([
        book({ fromId: c.id, toId: d.id, timeslotId: SLOT.later }, t.organiser),
        book({ fromId: c.id, toId: e.id, timeslotId: SLOT.later }, second),
      ]);
      expect(twice.map((a) => a.status).sort()).toEqual([200, 409]);
      // c is booked once in the slot, on the meeting that went through.
      const won = twice.find((answer) => answer.status === 200)?.body.payload.meetingId as number;
      expect(await participantsOf(t.app, won)).toContain(c.id);
      const inSlot = await t.app.db
        .select({ id: meetings.id })
        .from(meetings)
        .where(and(eq(meetings.timeslotId, SLOT.later), eq(meetings.fromId, c.id)));
      expect(inSlot).toHaveLength(1);
    } finally {
      await restore();
    }
  });

  it("a booking racing a change of the days that takes its slot out: one of them is refused, never a meeting in a slot that went", async () => {
    const second = await secondOrganiser();
    const read = await call(t.app, t.organiser, "GET", "/api/organiser/meeting-days");
    const days = meetingDaysSchema.parse(read.body.payload);
    const input = days.days.map(({ day: _day, slots: _slots, ...rest }) => rest);
    const friday = input[1];
    if (!friday) throw new Error("the demo has a second meeting day");
    const last = days.days[1]?.slots.at(-1);
    if (!last) throw new Error("the second day has slots");
    // Friday one slot shorter: its last slot goes, the meetings in it cancelled as chosen.
    const shorter = [input[0], { ...friday, end: last.timeStart }];
    const look = await call(t.app, t.organiser, "POST", "/api/organiser/meeting-days/preview", {
      editionId: days.edition.id,
      days: shorter,
    });
    expect(look.status).toBe(200);
    const choices = (look.body.payload.meetings as { meetingId: number }[]).map((m) => ({
      meetingId: m.meetingId,
      action: "cancel",
    }));
    const { a, b } = await pair();
    const [booked, changed] = await Promise.all([
      book({ fromId: a.id, toId: b.id, timeslotId: last.id }, second),
      call(t.app, t.organiser, "POST", "/api/organiser/meeting-days", {
        editionId: days.edition.id,
        days: shorter,
        meetings: choices,
      }),
    ]);
    // Booked first: the change finds a meeting nobody chose for (409). Changed first: the slot
    // is gone for the booking (404). Both through is impossible.
    expect([
      [200, 409],
      [404, 200],
    ]).toContainEqual([booked.status, changed.status]);
    const live = await t.app.db
      .select({ removedAt: timeslots.removedAt })
      .from(meetings)
      .innerJoin(timeslots, eq(timeslots.id, meetings.timeslotId))
      .where(and(eq(meetings.timeslotId, last.id), isNull(meetings.dtCancelled)));
    for (const row of live) expect(row.removedAt).toBeNull();

    // The days as they were.
    const back = await call(t.app, t.organiser, "POST", "/api/organiser/meeting-days", {
      editionId: days.edition.id,
      days: input,
      meetings: [],
    });
    expect(back.status).toBe(200);
  });

  // One connection on the embedded database: a booking cannot wait on another transaction's lock there.
  it.runIf(process.env.DATABASE_URL)(
    "a booking that waited on a change of the days reads its slot again under the lock",
    async () => {
      const { a, b } = await pair();
      const slot = SLOT.later;
      // Sessions of this database waiting for a lock: the booking, once it reached its slot's lock.
      const waiting = async () => {
        const result = (await t.app.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        )) as unknown as { rows: { n: number }[] };
        return Number(result.rows[0]?.n ?? 0);
      };
      let booked: Promise<Awaited<ReturnType<typeof book>>> | undefined;
      // As a change of the days does: every slot held, then this one taken out, while the booking
      // has looked at the slot and waits for its lock.
      await t.app.db.transaction(async (tx) => {
        await tx.select({ id: timeslots.id }).from(timeslots).where(eq(timeslots.id, slot)).for("update");
        booked = book({ fromId: a.id, toId: b.id, timeslotId: slot }, t.organiser);
        await expect.poll(waiting, { timeout: 10_000 }).toBeGreaterThan(0);
        await tx.update(timeslots).set({ removedAt: new Date() }).where(eq(timeslots.id, slot));
      });
      try {
        const answer = await booked;
        expect(answer?.status, JSON.stringify(answer?.body)).toBe(404);
        const inSlot = await t.app.db
          .select({ id: meetings.id })
          .from(meetings)
          .where(and(eq(meetings.timeslotId, slot), eq(meetings.fromId, a.id)));
        expect(inSlot).toEqual([]);
      } finally {
        await t.app.db.update(timeslots).set({ removedAt: null }).where(eq(timeslots.id, slot));
      }
    },
  );
});
