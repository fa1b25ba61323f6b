import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { meetingRequestResponseSchema } from "@ebm/shared/schemas/scheduler";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, timeslots } from "../../../db/schema/index.ts";
import { createTestApp, first, newestMailId, type TestApp } from "../../../test/app.ts";
import {
  act,
  call,
  expiryJob,
  mailsTo,
  makeCompany,
  makeDue,
  meetingRow,
  type Person,
  participantsOf,
  requestMeeting,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../scheduler.test-kit.ts";

let t: TestApp;
let alice: Person;
let alicesColleague: Person;
let bob: Person;
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON, PUBLIC_URL: "https://ebm.example" });
  [alice, alicesColleague] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
  [bob] = (await makeCompany(t.app)) as [Person];
});
afterAll(() => t.close());
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true, meetingRequestExpiryHours: null }));

/** A fresh pair from two companies, so each test starts with both free everywhere. */
async function pair() {
  const [from] = (await makeCompany(t.app)) as [Person];
  const [to] = (await makeCompany(t.app)) as [Person];
  return { from, to };
}

describe("POST /api/scheduler/meetings", () => {
  it("needs a signed-in user", async () => {
    const res = await call(t.app, undefined, "POST", "/api/scheduler/meetings", {
      toId: bob.id,
      timeslotId: 9,
    });
    expect(res.status).toBe(401);
  });

  it("stores a pending request, books both sides and mails the recipient the answer links", async () => {
    const before = await newestMailId(t.app);
    const res = await requestMeeting(t.app, alice, bob, 12, "Servers & <laptops>?");
    expect(res.status).toBe(200);
    const body = meetingRequestResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      status: 200,
      payload: { msg: SCHEDULER_MESSAGES.request.success },
      currentlySelectedDay: 0,
    });
    const id = body.payload.meetingId;
    const row = await meetingRow(t.app, id);
    expect(row).toMatchObject({
      fromId: alice.id,
      toId: bob.id,
      status: 0,
      tableNumber: null,
      message: "Servers & <laptops>?",
      dtCancelled: null,
    });
    // Without an expiry of the edition, an unanswered request lapses when its slot begins.
    const [slot] = await t.app.db.select().from(timeslots).where(eq(timeslots.id, 12));
    expect(row.expiresAt?.toISOString()).toBe(slot?.startsAtUtc.toISOString());
    expect(await participantsOf(t.app, id)).toEqual([alice.id, bob.id].sort((a, b) => a - b));
    expect(await expiryJob(t.app, id)).toBeDefined();

    const [mail, ...others] = await mailsTo(t.app, bob.email, before);
    expect(others).toHaveLength(0);
    expect(mail?.kind).toBe("meeting_request");
    expect(mail?.text).toContain(`https://ebm.example/scheduler?id=${id}&a=1`);
    expect(mail?.text).toContain(`https://ebm.example/scheduler?id=${id}&a=2`);
    expect(mail?.text).toContain("Servers & <laptops>?");
    expect(mail?.text).toContain("Thursday 6 November, 15:30 – 16:00 Dublin time");
    expect(mail?.html).toContain("Servers &amp; &lt;laptops&gt;?");
    expect(mail?.html).not.toContain("<laptops>");
    // The requester gets no mail for their own request.
    expect(await mailsTo(t.app, alice.email, before)).toHaveLength(0);

    // Both see the slot pending, the recipient has a request to answer.
    for (const who of [alice, bob]) {
      const slots = await call(t.app, who, "GET", "/api/scheduler/timeslots");
      expect(slots.body.timeslots.find((s: { id: number }) => s.id === 12)).toMatchObject({
        state: "pending",
        meet: id,
        table: null,
      });
    }
    expect((await call(t.app, bob, "GET", "/api/scheduler/pending-meetings")).body).toEqual({
      status: 200,
      pendingMeetings: 1,
    });
    expect((await call(t.app, alice, "GET", "/api/scheduler/pending-meetings")).body.pendingMeetings).toBe(0);
  });

  it("answers the day tab of a Friday slot", async () => {
    const { from, to } = await pair();
    const res = await requestMeeting(t.app, from, to, SLOT.friday);
    expect(res.status).toBe(200);
    expect(res.body.currentlySelectedDay).toBe(1);
  });

  it("refuses oneself and one's own company, naming toId", async () => {
    const self = await requestMeeting(t.app, alice, alice, SLOT.next);
    expect(self.status).toBe(400);
    expect(self.body.field).toBe("toId");
    const colleague = await requestMeeting(t.app, alice, alicesColleague, SLOT.next);
    expect(colleague.status).toBe(400);
    expect(colleague.body).toMatchObject({ field: "toId", message: expect.stringMatching(/own company/) });
  });

  it("refuses a recipient who does not attend, or does not exist", async () => {
    const [absent] = (await makeCompany(t.app, { attending: false })) as [Person];
    expect((await requestMeeting(t.app, alice, absent, SLOT.next)).status).toBe(404);
    expect((await requestMeeting(t.app, alice, { id: 2_000_000_000 }, SLOT.next)).status).toBe(404);
  });

  it("refuses a requester who does not attend", async () => {
    const [absent] = (await makeCompany(t.app, { attending: false })) as [Person];
    const res = await requestMeeting(t.app, absent, bob, SLOT.next);
    expect(res.status).toBe(403);
  });

  it("refuses a timeslot of another edition or unknown, one that has ended, and the keynote", async () => {
    const { from, to } = await pair();
    const past = first(
      await t.app.db
        .insert(timeslots)
        .values({
          editionId: 2,
          day: 1,
          timeStart: "10:00",
          timeEnd: "10:30",
          startsAtUtc: new Date("2024-11-07T10:00:00Z"),
          endsAtUtc: new Date("2024-11-07T10:30:00Z"),
        })
        .returning({ id: timeslots.id }),
    );
    const other = await requestMeeting(t.app, from, to, past.id);
    expect(other.status).toBe(404);
    expect(other.body.field).toBe("timeslotId");
    expect((await requestMeeting(t.app, from, to, 999_999)).status).toBe(404);
    const ended = await requestMeeting(t.app, from, to, SLOT.ended);
    expect(ended).toMatchObject({ status: 409, body: { message: expect.stringMatching(/ended/) } });

    await t.app.db.update(timeslots).set({ keynote: true }).where(eq(timeslots.id, 14));
    // Written past the console, which forgets the kept days and slots after its changes.
    t.app.services.settings.invalidate();
    try {
      const keynote = await requestMeeting(t.app, from, to, 14);
      expect(keynote).toMatchObject({ status: 409, body: { message: expect.stringMatching(/keynote/) } });
      const slots = await call(t.app, from, "GET", "/api/scheduler/timeslots");
      expect(slots.body.timeslots.find((s: { id: number }) => s.id === 14)?.keynote).toBe(true);
    } finally {
      await t.app.db.update(timeslots).set({ keynote: false }).where(eq(timeslots.id, 14));
      t.app.services.settings.invalidate();
    }
  });

  it("refuses a slot in which either side is busy", async () => {
    const { from, to } = await pair();
    const [third] = (await makeCompany(t.app)) as [Person];
    expect((await requestMeeting(t.app, from, to, 10)).status).toBe(200);
    const recipientBusy = await requestMeeting(t.app, third, to, 10);
    expect(recipientBusy).toMatchObject({
      status: 409,
      body: { message: SCHEDULER_MESSAGES.request.notAvailable },
    });
    const requesterBusy = await requestMeeting(t.app, from, third, 10);
    expect(requesterBusy.status).toBe(409);
    // A blocked slot is busy too.
    expect(
      (await call(t.app, third, "POST", "/api/scheduler/blockTimeslot", { timeslotId: 11 })).status,
    ).toBe(200);
    expect((await requestMeeting(t.app, from, third, 11)).status).toBe(409);
  });

  it("refuses ids no database row can have and bad text, naming the field", async () => {
    const big = await call(t.app, alice, "POST", "/api/scheduler/meetings", { toId: 2 ** 31, timeslotId: 9 });
    expect(big).toMatchObject({ status: 400, body: { field: "toId" } });
    const nul = await call(t.app, alice, "POST", "/api/scheduler/meetings", {
      toId: bob.id,
      timeslotId: 9,
      message: "a\u0000b",
    });
    expect(nul).toMatchObject({ status: 400, body: { field: "message" } });
    const long = await requestMeeting(t.app, alice, bob, 9, "x".repeat(1001));
    expect(long).toMatchObject({ status: 400, body: { field: "message" } });
  });

  it("is refused with a clear message while the scheduler is off", async () => {
    const { from, to } = await pair();
    await setSchedulerSettings(t.app, { schedulerEnabled: false });
    const res = await requestMeeting(t.app, from, to, SLOT.next);
    expect(res).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/scheduler is closed/) },
    });
    expect((await call(t.app, from, "GET", "/api/scheduler/timeslots")).status).toBe(200);
  });
});

describe("a request that nobody answers", () => {
  it("lapses after the edition's expiry: cancelled as expired, both sides free, the requester told", async () => {
    // An hour: the slot asked for begins later than that, so the expiry comes first.
    await setSchedulerSettings(t.app, { meetingRequestExpiryHours: 1 });
    const { from, to } = await pair();
    const sent = await requestMeeting(t.app, from, to, SLOT.later);
    const id = sent.body.payload.meetingId as number;
    const row = await meetingRow(t.app, id);
    const eventNow = t.app.eventNow().getTime();
    expect(Math.abs((row.expiresAt?.getTime() ?? 0) - (eventNow + 3_600_000))).toBeLessThan(60_000);
    const job = await expiryJob(t.app, id);
    expect(job).toBeDefined();
    // The runner's clock is the database's: the job is due an hour from now in real time.
    expect(Math.abs((job?.runAt.getTime() ?? 0) - (Date.now() + 3_600_000))).toBeLessThan(60_000);
    // Not due yet: nothing happens.
    expect(await t.app.jobs.runDue({ names: ["scheduler.expire"] })).toEqual({ done: 0, failed: 0 });

    const before = await newestMailId(t.app);
    await makeDue(t.app, job?.id ?? 0);
    expect(await t.app.jobs.runDue({ names: ["scheduler.expire"] })).toEqual({ done: 1, failed: 0 });
    expect(await meetingRow(t.app, id)).toMatchObject({
      cancelReason: "expired",
      cancelledBy: null,
      status: 0,
    });
    expect((await meetingRow(t.app, id)).dtCancelled).not.toBeNull();
    expect(await participantsOf(t.app, id)).toEqual([]);
    const [mail] = await mailsTo(t.app, from.email, before);
    expect(mail?.kind).toBe("meeting_expired");
    expect(mail?.text).toContain("within 1 hour,");
    expect(await mailsTo(t.app, to.email, before)).toHaveLength(0);

    // It shows among the requester's cancelled meetings, and the slot is free for both again.
    const view = await call(t.app, from, "GET", "/api/scheduler/meetings");
    expect(view.body.meetsCancelled.map((m: { id: number }) => m.id)).toContain(id);
    expect(view.body.meetsCancelled.find((m: { id: number }) => m.id === id)?.cancelReason).toBe("expired");
    expect((await requestMeeting(t.app, to, from, SLOT.later)).status).toBe(200);
  });

  it("leaves an answered request alone when its time comes", async () => {
    await setSchedulerSettings(t.app, { meetingRequestExpiryHours: 2 });
    const { from, to } = await pair();
    const id = (await requestMeeting(t.app, from, to, SLOT.later)).body.payload.meetingId as number;
    expect((await act(t.app, to, id, "accept")).status).toBe(200);
    const job = await expiryJob(t.app, id);
    await makeDue(t.app, job?.id ?? 0);
    expect(await t.app.jobs.runDue({ names: ["scheduler.expire"] })).toEqual({ done: 1, failed: 0 });
    expect(await meetingRow(t.app, id)).toMatchObject({ status: 1, dtCancelled: null, cancelReason: null });
    expect(await participantsOf(t.app, id)).toHaveLength(2);
    const [ended] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(ended?.status).toBe("done");
  });
});
