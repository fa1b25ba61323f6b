import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { pickTable } from "@ebm/shared/scheduler";
import { schedulerActionResponseSchema } from "@ebm/shared/schemas/scheduler";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { meetingParticipants, meetings, timeslotMetadata, timeslots } from "../../../db/schema/index.ts";
import { createTestApp, first, newestMailId, type TestApp } from "../../../test/app.ts";
import {
  act,
  call,
  mailsTo,
  makeCompany,
  meetingRow,
  type Person,
  participantsOf,
  requestMeeting,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../scheduler.test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON, PUBLIC_URL: "https://ebm.example" });
});
afterAll(() => t.close());
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true }));

/** A pending request from one new company's person to another's. */
async function pending(timeslotId: number = SLOT.next) {
  const [from] = (await makeCompany(t.app)) as [Person];
  const [to] = (await makeCompany(t.app)) as [Person];
  const res = await requestMeeting(t.app, from, to, timeslotId, "Let us meet");
  expect(res.status).toBe(200);
  return { from, to, id: res.body.payload.meetingId as number };
}

/** The user's view of one meeting in GET /api/scheduler/meetings. */
async function viewOf(who: Person, id: number) {
  const { body } = await call(t.app, who, "GET", "/api/scheduler/meetings");
  return [...body.meets, ...body.meetsCancelled].find((m: { id: number }) => m.id === id);
}

/** The place numbers taken in a slot. */
async function usedTables(timeslotId: number) {
  const rows = await t.app.db
    .select({ table: meetings.tableNumber })
    .from(meetings)
    .where(
      and(
        eq(meetings.timeslotId, timeslotId),
        sql`${meetings.dtCancelled} IS NULL AND ${meetings.parentScheduleId} IS NULL AND ${meetings.tableNumber} IS NOT NULL`,
      ),
    );
  return rows.map((row) => row.table ?? 0);
}

describe("accept", () => {
  it("gives the lowest free place of the slot, mails the requester where, and bumps the sequence", async () => {
    const { from, to, id } = await pending(13);
    const expected = pickTable(await usedTables(13), 150);
    const was = await meetingRow(t.app, id);
    const before = await newestMailId(t.app);
    const res = await act(t.app, to, id, "accept");
    expect(res.status).toBe(200);
    expect(schedulerActionResponseSchema.parse(res.body)).toEqual({
      status: 200,
      msg: SCHEDULER_MESSAGES.accepted,
      meetingId: id,
    });
    const row = await meetingRow(t.app, id);
    expect(row).toMatchObject({ status: 1, tableNumber: expected });
    expect(row.sequence).toBe(was.sequence + 1);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(was.updatedAt.getTime());
    const [mail] = await mailsTo(t.app, from.email, before);
    expect(mail?.kind).toBe("meeting_accepted");
    expect(mail?.text).toContain(`Table: ${expected}`);
    const slot = (await call(t.app, from, "GET", "/api/scheduler/timeslots")).body.timeslots.find(
      (s: { id: number }) => s.id === 13,
    );
    expect(slot).toMatchObject({ state: "accepted", table: expected, meet: id });
    expect(await viewOf(from, id)).toMatchObject({ tableLabel: `Table: ${expected}`, actions: ["cancel"] });
  });

  it("is only the recipient's", async () => {
    const { from, to, id } = await pending();
    expect((await act(t.app, from, id, "accept")).status).toBe(403);
    expect((await act(t.app, from, id, "decline")).status).toBe(403);
    expect((await act(t.app, to, id, "cancel")).status).toBe(403);
    expect((await act(t.app, to, id, "reminder")).status).toBe(403);
    expect((await act(t.app, to, id, "held")).status).toBe(403);
    expect((await act(t.app, to, id, "accept")).status).toBe(200);
    // Accepted: no second accept, no reminder.
    expect((await act(t.app, to, id, "accept")).status).toBe(403);
    expect((await act(t.app, from, id, "reminder")).status).toBe(403);
  });

  it("refuses a request into a full slot, and the lobby fills after the floor", async () => {
    const { edition } = await t.app.services.settings.current();
    // A slot of its own on day 2, whose places are all the test's.
    const slot = first(
      await t.app.db
        .insert(timeslots)
        .values({
          editionId: edition.id,
          day: 2,
          timeStart: "17:00",
          timeEnd: "17:30",
          startsAtUtc: new Date("2025-11-07T17:00:00Z"),
          endsAtUtc: new Date("2025-11-07T17:30:00Z"),
        })
        .returning({ id: timeslots.id }),
    );
    const day2 = and(eq(timeslotMetadata.editionId, edition.id), eq(timeslotMetadata.day, 2));
    const facts = first(await t.app.db.select().from(timeslotMetadata).where(day2));
    await t.app.db.update(timeslotMetadata).set({ meetingTables: 2, meetingTablesMax: 2 }).where(day2);
    // Written past the console, which forgets the kept days and slots after its changes.
    t.app.services.settings.invalidate();
    try {
      const first1 = await pending(slot.id);
      const second = await pending(slot.id);
      const third = await pending(slot.id);
      expect((await act(t.app, first1.to, first1.id, "accept")).status).toBe(200);
      expect((await act(t.app, second.to, second.id, "accept")).status).toBe(200);
      expect((await meetingRow(t.app, first1.id)).tableNumber).toBe(1);
      expect((await meetingRow(t.app, second.id)).tableNumber).toBe(2);
      expect(await viewOf(second.from, second.id)).toMatchObject({ tableLabel: "Hotel Lobby" });
      const full = await act(t.app, third.to, third.id, "accept");
      expect(full).toMatchObject({ status: 409, body: { message: expect.stringMatching(/fully booked/) } });
      expect((await meetingRow(t.app, third.id)).status).toBe(0);

      const [late, other] = (await makeCompany(t.app, { people: 1 })).concat(await makeCompany(t.app));
      const refused = await requestMeeting(t.app, late as Person, other as Person, slot.id);
      expect(refused).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/fully booked/) },
      });
      const mine = (await call(t.app, late as Person, "GET", "/api/scheduler/timeslots")).body.timeslots.find(
        (s: { id: number }) => s.id === slot.id,
      );
      expect(mine).toMatchObject({ isFullyBooked: true, state: "fullyBooked", meet: null });
      // The waiting requester still sees their request, not a full slot.
      const waiting = (await call(t.app, third.from, "GET", "/api/scheduler/timeslots")).body.timeslots.find(
        (s: { id: number }) => s.id === slot.id,
      );
      expect(waiting).toMatchObject({ isFullyBooked: true, state: "pending" });
      const check = await call(t.app, late as Person, "POST", "/api/scheduler/check-availability", {
        timeslotId: slot.id,
        companyId: first1.to.companyId,
      });
      expect(check.body).toEqual({ status: 200, notAvailableContacts: [first1.to.id], isFullyBooked: true });

      // A cancelled meeting gives its place back.
      expect((await act(t.app, first1.from, first1.id, "cancel")).status).toBe(200);
      expect((await act(t.app, third.to, third.id, "accept")).status).toBe(200);
      expect((await meetingRow(t.app, third.id)).tableNumber).toBe(1);
    } finally {
      await t.app.db
        .update(timeslotMetadata)
        .set({ meetingTables: facts.meetingTables, meetingTablesMax: facts.meetingTablesMax })
        .where(day2);
      t.app.services.settings.invalidate();
    }
  });
});

describe("decline and cancel", () => {
  it("declining ends the request, frees both sides and tells the requester", async () => {
    const { from, to, id } = await pending();
    const before = await newestMailId(t.app);
    const res = await act(t.app, to, id, "decline");
    expect(res.body).toEqual({ status: 200, msg: SCHEDULER_MESSAGES.declined, meetingId: id });
    const row = await meetingRow(t.app, id);
    expect(row).toMatchObject({ cancelReason: "declined", cancelledBy: to.id, sequence: 1 });
    expect(row.dtCancelled).not.toBeNull();
    expect(await participantsOf(t.app, id)).toEqual([]);
    expect((await mailsTo(t.app, from.email, before))[0]?.kind).toBe("meeting_declined");
    expect(await mailsTo(t.app, to.email, before)).toHaveLength(0);
    for (const who of [from, to]) {
      const view = await viewOf(who, id);
      expect(view).toMatchObject({ cancelReason: "declined", actions: [], dtCancelled: expect.any(String) });
    }
    expect((await act(t.app, to, id, "accept")).status).toBe(403);
  });

  it("the requester withdraws a pending request; the recipient hears of it", async () => {
    const { from, to, id } = await pending();
    const before = await newestMailId(t.app);
    const res = await act(t.app, from, id, "cancel");
    expect(res.body.msg).toBe(SCHEDULER_MESSAGES.requestCancelled);
    expect(await meetingRow(t.app, id)).toMatchObject({ cancelReason: "cancelled", cancelledBy: from.id });
    expect(await participantsOf(t.app, id)).toEqual([]);
    const [mail] = await mailsTo(t.app, to.email, before);
    expect(mail).toMatchObject({
      kind: "meeting_cancelled",
      subject: expect.stringMatching(/meeting request/),
    });
  });

  it("either side cancels an accepted meeting; the other side hears of it", async () => {
    const { from, to, id } = await pending();
    await act(t.app, to, id, "accept");
    const before = await newestMailId(t.app);
    const res = await act(t.app, to, id, "cancel");
    expect(res.body.msg).toBe(SCHEDULER_MESSAGES.meetingCancelled);
    expect(await meetingRow(t.app, id)).toMatchObject({ cancelReason: "cancelled", cancelledBy: to.id });
    expect((await mailsTo(t.app, from.email, before))[0]?.kind).toBe("meeting_cancelled");
    // Both are free again.
    expect((await requestMeeting(t.app, to, from, SLOT.next)).status).toBe(200);
  });
});

describe("reminder", () => {
  it("reminds the recipient with the answer links, at most once an hour", async () => {
    const { from, to, id } = await pending();
    const before = await newestMailId(t.app);
    const res = await act(t.app, from, id, "reminder");
    expect(res.body).toEqual({ status: 200, msg: SCHEDULER_MESSAGES.reminder.success, meetingId: id });
    expect((await meetingRow(t.app, id)).remindedAt).not.toBeNull();
    const [mail] = await mailsTo(t.app, to.email, before);
    expect(mail?.kind).toBe("meeting_reminder");
    expect(mail?.text).toContain(`/scheduler?id=${id}&a=1`);

    const again = await act(t.app, from, id, "reminder");
    expect(again).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/less than an hour ago/) },
    });
    expect(await mailsTo(t.app, to.email, before)).toHaveLength(1);

    const hourAgo = new Date(t.app.eventNow().getTime() - 61 * 60_000);
    await t.app.db.update(meetings).set({ remindedAt: hourAgo }).where(eq(meetings.id, id));
    expect((await act(t.app, from, id, "reminder")).status).toBe(200);
    expect(await mailsTo(t.app, to.email, before)).toHaveLength(2);
  });
});

describe("held and no-show", () => {
  it("either side says after the slot whether the meeting took place, once", async () => {
    const [from] = (await makeCompany(t.app)) as [Person];
    const [to] = (await makeCompany(t.app)) as [Person];
    const { edition } = await t.app.services.settings.current();
    const inserted = first(
      await t.app.db
        .insert(meetings)
        .values({
          editionId: edition.id,
          timeslotId: SLOT.ended,
          fromId: from.id,
          toId: to.id,
          status: 1,
          tableNumber: 140,
        })
        .returning({ id: meetings.id }),
    );
    await t.app.db
      .insert(meetingParticipants)
      .values(
        [from.id, to.id].map((contactId) => ({ meetingId: inserted.id, contactId, timeslotId: SLOT.ended })),
      );
    expect(await viewOf(to, inserted.id)).toMatchObject({ actions: ["held", "noShow"] });
    const res = await act(t.app, to, inserted.id, "noShow");
    expect(res.body.msg).toBe(SCHEDULER_MESSAGES.outcomeSaved);
    expect(await meetingRow(t.app, inserted.id)).toMatchObject({
      outcome: "noShow",
      outcomeBy: to.id,
      sequence: 1,
    });
    expect(await viewOf(from, inserted.id)).toMatchObject({ actions: [], outcome: "noShow" });
    expect((await act(t.app, from, inserted.id, "held")).status).toBe(403);
  });

  it("is refused before the slot has ended", async () => {
    const { to, id } = await pending();
    await act(t.app, to, id, "accept");
    expect((await act(t.app, to, id, "held")).status).toBe(403);
    expect((await act(t.app, to, id, "noShow")).status).toBe(403);
  });
});

describe("block and unblock", () => {
  it("blocks a free slot for the user alone, and frees it again", async () => {
    const [me] = (await makeCompany(t.app)) as [Person];
    const [other] = (await makeCompany(t.app)) as [Person];
    const res = await call(t.app, me, "POST", "/api/scheduler/blockTimeslot", { timeslotId: SLOT.later });
    expect(res.body).toMatchObject({ status: 200, msg: SCHEDULER_MESSAGES.blocked });
    const id = res.body.meetingId as number;
    expect(await meetingRow(t.app, id)).toMatchObject({ fromId: me.id, toId: me.id, status: 0 });
    expect(await participantsOf(t.app, id)).toEqual([me.id]);
    const slot = (await call(t.app, me, "GET", "/api/scheduler/timeslots")).body.timeslots.find(
      (s: { id: number }) => s.id === SLOT.later,
    );
    expect(slot).toMatchObject({ state: "blocked", meet: id });
    expect(await viewOf(me, id)).toMatchObject({ actions: ["unblock"], contact: { id: me.id } });
    expect(
      (await call(t.app, me, "POST", "/api/scheduler/blockTimeslot", { timeslotId: SLOT.later })).status,
    ).toBe(409);
    expect((await requestMeeting(t.app, other, me, SLOT.later)).status).toBe(409);

    const freed = await call(t.app, me, "POST", "/api/scheduler/unblockTimeslot", { timeslotId: SLOT.later });
    expect(freed.body).toEqual({ status: 200, msg: SCHEDULER_MESSAGES.unblocked, meetingId: id });
    expect(await t.app.db.select().from(meetings).where(eq(meetings.id, id))).toEqual([]);
    expect(
      (await call(t.app, me, "POST", "/api/scheduler/unblockTimeslot", { timeslotId: SLOT.later })).status,
    ).toBe(404);
    expect((await requestMeeting(t.app, other, me, SLOT.later)).status).toBe(200);
  });

  it("refuses a busy or ended slot, and unblocking a meeting", async () => {
    const { from, id } = await pending(SLOT.later);
    expect(
      (await call(t.app, from, "POST", "/api/scheduler/blockTimeslot", { timeslotId: SLOT.later })).status,
    ).toBe(409);
    expect(
      (await call(t.app, from, "POST", "/api/scheduler/blockTimeslot", { timeslotId: SLOT.ended })).status,
    ).toBe(409);
    expect(
      (await call(t.app, from, "POST", "/api/scheduler/blockTimeslot", { timeslotId: 999_999 })).status,
    ).toBe(404);
    expect(
      (await call(t.app, from, "POST", "/api/scheduler/unblockTimeslot", { timeslotId: SLOT.later })).status,
    ).toBe(404);
    expect(await participantsOf(t.app, id)).toHaveLength(2);
  });
});

describe("another user's meeting", () => {
  it("is refused for every action and every read, as is an unknown id", async () => {
    const { id } = await pending();
    const [stranger] = (await makeCompany(t.app, { people: 2 })) as [Person];
    for (const meetingId of [id, 999_999]) {
      for (const action of ["accept", "decline", "cancel", "reminder", "held", "noShow"])
        expect((await act(t.app, stranger, meetingId, action)).status, action).toBe(404);
      const base = `/api/scheduler/meetings/${meetingId}`;
      expect((await call(t.app, stranger, "GET", `${base}/action/meetingIdByAuth`)).status).toBe(404);
      expect((await call(t.app, stranger, "GET", `${base}/availablecolleague`)).status).toBe(404);
      for (const action of ["addcolleague", "removecolleague"])
        expect(
          (await act(t.app, stranger, meetingId, action, { contactId: stranger.id })).status,
          action,
        ).toBe(404);
      expect((await act(t.app, stranger, meetingId, "cannotAttend", {})).status).toBe(404);
    }
    expect((await meetingRow(t.app, id)).sequence).toBe(0);
  });
});

describe("with the scheduler off", () => {
  it("shows no actions and refuses every change", async () => {
    const { from, to, id } = await pending();
    await setSchedulerSettings(t.app, { schedulerEnabled: false });
    const view = await viewOf(to, id);
    expect(view).toMatchObject({ actions: [], removableColleagues: [] });
    for (const [who, action] of [
      [to, "accept"],
      [to, "decline"],
      [from, "cancel"],
      [from, "reminder"],
    ] as const) {
      const res = await act(t.app, who, id, action);
      expect(res, action).toMatchObject({
        status: 403,
        body: { message: expect.stringMatching(/scheduler is closed/) },
      });
    }
    for (const url of ["/api/scheduler/blockTimeslot", "/api/scheduler/unblockTimeslot"])
      expect((await call(t.app, from, "POST", url, { timeslotId: SLOT.later })).status).toBe(403);
    expect((await act(t.app, from, id, "addcolleague", { contactId: from.id })).status).toBe(403);
    expect((await act(t.app, from, id, "removecolleague", { contactId: from.id })).status).toBe(403);
    expect((await act(t.app, from, id, "cannotAttend", {})).status).toBe(403);
    expect(await meetingRow(t.app, id)).toMatchObject({ status: 0, dtCancelled: null, sequence: 0 });
  });
});
