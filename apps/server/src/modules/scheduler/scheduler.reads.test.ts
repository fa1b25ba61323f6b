import { meetingsResponseSchema, timeslotsResponseSchema } from "@ebm/shared/schemas/scheduler";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editionContacts, meetings } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { call, makeCompany, type Person, requestMeeting, THURSDAY_NOON } from "./scheduler.test-kit.ts";

let t: TestApp;
let anna: Person;
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
  const { user, headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
  anna = { ...user, name: "Anna", headers: { authorization: headers.authorization } };
});
afterAll(() => t.close());

/** Anna's demo meeting in a slot (db/seed/scheduler.ts). */
async function annasMeeting(timeslotId: number) {
  const rows = await t.app.db.select().from(meetings).where(eq(meetings.timeslotId, timeslotId));
  return first(rows.filter((m) => m.fromId === anna.id || m.toId === anna.id));
}

describe("GET /api/scheduler/timeslots", () => {
  it("gives both days' slots with the user's state in each, and each day's facts", async () => {
    const { status, body } = await call(t.app, anna, "GET", "/api/scheduler/timeslots");
    expect(status).toBe(200);
    const parsed = timeslotsResponseSchema.parse(body);
    expect(parsed.timeslots).toHaveLength(30);
    expect(parsed.timeslots.filter((s) => s.day === 1)).toHaveLength(16);
    expect(parsed.metaData).toEqual([
      expect.objectContaining({ day: 1, meeting_tables: 120, meeting_tables_max: 150 }),
      expect.objectContaining({ day: 2, meeting_tables: 120, meeting_tables_max: 150 }),
    ]);
    const slot = (id: number) => parsed.timeslots.find((s) => s.id === id);
    expect(slot(1)).toMatchObject({ state: "accepted", table: 12, timeStart: "10:00", isFullyBooked: false });
    expect(slot(11)).toMatchObject({ state: "accepted", table: 150 });
    expect(slot(5)).toMatchObject({ state: "pending", table: null, meet: (await annasMeeting(5)).id });
    expect(slot(13)).toMatchObject({ state: "pending" });
    expect(slot(6)).toMatchObject({ state: "blocked", meet: (await annasMeeting(6)).id });
    // Her declined request (slot 15) no longer holds the slot.
    expect(slot(15)).toMatchObject({ state: "available", meet: null });
  });
});

describe("GET /api/scheduler/meetings", () => {
  it("gives the user's meetings with the other side, the actions they have, and the cancelled ones", async () => {
    const partner = await annasMeeting(3);
    const { edition } = await t.app.services.settings.current();
    await t.app.db
      .update(editionContacts)
      .set({ checkedInAt: new Date("2025-11-06T09:00:00Z") })
      .where(and(eq(editionContacts.contactId, partner.fromId), eq(editionContacts.editionId, edition.id)));

    const { status, body } = await call(t.app, anna, "GET", "/api/scheduler/meetings");
    expect(status).toBe(200);
    const parsed = meetingsResponseSchema.parse(body);
    expect(parsed.dayNumber).toBe(1);
    expect(parsed.companyAttendeeCount).toBe(2);
    const bySlot = (id: number) => parsed.meets.find((m) => m.timeslotId === id);
    // Slot 1 has ended by the clock: only the outcome is left to say.
    expect(bySlot(1)).toMatchObject({
      fromId: anna.id,
      tableLabel: "Table: 12",
      actions: ["held", "noShow"],
    });
    expect(bySlot(3)).toMatchObject({
      toId: anna.id,
      contact: { id: partner.fromId, isCheckedIn: true },
      tableLabel: "Table: 47",
    });
    expect(bySlot(9)).toMatchObject({ actions: ["cancel", "addColleague"], contact: { isCheckedIn: false } });
    expect(bySlot(11)).toMatchObject({ tableLabel: "Hotel Lobby" });
    expect(bySlot(5)).toMatchObject({ status: 0, actions: ["cancel", "reminder"], tableLabel: null });
    expect(bySlot(13)).toMatchObject({ status: 0, actions: ["accept", "decline"] });
    expect(bySlot(6)).toMatchObject({
      fromId: anna.id,
      toId: anna.id,
      actions: ["unblock"],
      contact: { id: anna.id },
    });
    const other = bySlot(9)?.contact;
    expect(other).toMatchObject({ companyName: expect.any(String), email: expect.stringContaining("@") });
    expect(other?.companyId).not.toBe(anna.companyId);
    expect(parsed.meetsCancelled.map((m) => m.timeslotId)).toEqual([15]);
    expect(parsed.meetsCancelled[0]?.actions).toEqual([]);
  });

  it("opens on the meeting day of the event clock, else on day 1", async () => {
    const user = { ...anna, companyName: "", email: DEMO.anna };
    const at = async (iso: string) =>
      (await t.app.services.scheduler.meetings(user, new Date(iso))).dayNumber;
    expect(await at("2025-11-07T09:00:00Z")).toBe(2);
    expect(await at("2025-11-06T23:30:00Z")).toBe(1);
    expect(await at("2025-10-01T09:00:00Z")).toBe(1);
  });

  it("shows nobody else's meetings", async () => {
    const [stranger] = (await makeCompany(t.app)) as [Person];
    const { body } = await call(t.app, stranger, "GET", "/api/scheduler/meetings");
    expect(body).toMatchObject({ meets: [], meetsCancelled: [], contacts: [], companyAttendeeCount: 1 });
  });
});

describe("availability and counts", () => {
  it("tells which contacts of a company are busy in a slot", async () => {
    const [me] = (await makeCompany(t.app)) as [Person];
    const theirs = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
    await requestMeeting(t.app, me, theirs[1], 20);
    const check = (companyId: number, timeslotId = 20) =>
      call(t.app, me, "POST", "/api/scheduler/check-availability", { timeslotId, companyId });
    expect((await check(theirs[0].companyId)).body).toEqual({
      status: 200,
      notAvailableContacts: [theirs[1].id],
      isFullyBooked: false,
    });
    expect((await check(theirs[0].companyId, 21)).body.notAvailableContacts).toEqual([]);
    expect((await check(me.companyId)).body.notAvailableContacts).toEqual([me.id]);
    expect((await check(theirs[0].companyId, 999_999)).status).toBe(404);
    const [absent] = (await makeCompany(t.app, { attending: false })) as [Person];
    expect((await check(absent.companyId)).status).toBe(404);
    expect((await check(2_000_000_000)).status).toBe(404);
  });

  it("counts the attendees of one's own or an attending company only", async () => {
    const theirs = (await makeCompany(t.app, { people: 3 })) as Person[];
    const [absent] = (await makeCompany(t.app, { attending: false })) as [Person];
    const count = (who: Person, companyId: number) =>
      call(t.app, who, "GET", `/api/scheduler/get-attendee-count/${companyId}`);
    expect((await count(anna, anna.companyId)).body).toEqual({ status: 200, count: 2 });
    expect((await count(anna, theirs[0]?.companyId ?? 0)).body).toEqual({ status: 200, count: 3 });
    expect((await count(anna, absent.companyId)).status).toBe(404);
    expect((await count(absent, absent.companyId)).body).toEqual({ status: 200, count: 0 });
    expect((await count(anna, 0)).status).toBe(400);
  });

  it("counts the requests waiting for the user's answer", async () => {
    expect((await call(t.app, anna, "GET", "/api/scheduler/pending-meetings")).body).toEqual({
      status: 200,
      pendingMeetings: 2,
    });
  });

  it("lists the slots in which an attendee, or either of two, is busy", async () => {
    const [me] = (await makeCompany(t.app)) as [Person];
    const [them] = (await makeCompany(t.app)) as [Person];
    const [other] = (await makeCompany(t.app)) as [Person];
    await requestMeeting(t.app, them, other, 22);
    await call(t.app, me, "POST", "/api/scheduler/blockTimeslot", { timeslotId: 24 });
    const taken = (action: string, id: number) =>
      call(t.app, me, "GET", `/api/scheduler/contacts/${id}/action/${action}`);
    expect((await taken("findTakenTimeslots", them.id)).body).toEqual({ status: 200, usedTimeslotIds: [22] });
    expect((await taken("findCombinedTakenTimeslots", them.id)).body.usedTimeslotIds).toEqual([22, 24]);
    const [absent] = (await makeCompany(t.app, { attending: false })) as [Person];
    expect((await taken("findTakenTimeslots", absent.id)).status).toBe(404);
    expect((await taken("findCombinedTakenTimeslots", 2_000_000_000)).status).toBe(404);
  });

  it("answers the id of a meeting the user is in, for the mailed links", async () => {
    const id = (await annasMeeting(13)).id;
    const res = await call(t.app, anna, "GET", `/api/scheduler/meetings/${id}/action/meetingIdByAuth`);
    expect(res.body).toEqual({ status: 200, meetingId: id });
  });

  it("needs a signed-in user for every read", async () => {
    for (const url of [
      "/api/scheduler/timeslots",
      "/api/scheduler/meetings",
      "/api/scheduler/pending-meetings",
      "/api/scheduler/get-attendee-count/1",
      "/api/scheduler/contacts/1/action/findTakenTimeslots",
      "/api/scheduler/meetings/1/action/meetingIdByAuth",
      "/api/scheduler/meetings/1/availablecolleague",
    ])
      expect((await call(t.app, undefined, "GET", url)).status, url).toBe(401);
  });
});
