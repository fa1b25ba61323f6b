import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { holdsPlace } from "../../../db/scheduling.ts";
import { contacts, meetings, timeslotMetadata } from "../../../db/schema/index.ts";
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
});
