import { PENDING_REQUEST_LIMITS } from "@ebm/shared/scheduler";
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { timeslots } from "../../../db/schema/index.ts";
import { createTestApp, newestMailId, type TestApp } from "../../../test/app.ts";
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
/** Friday's slots that take meetings, in order. */
let friday: number[];
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
  const rows = await t.app.db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(
      and(
        eq(timeslots.day, 2),
        eq(timeslots.keynote, false),
        gt(timeslots.startsAtUtc, new Date(THURSDAY_NOON)),
      ),
    )
    .orderBy(asc(timeslots.startsAtUtc));
  friday = rows.map((row) => row.id);
});
afterAll(() => t.close());
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true, meetingRequestExpiryHours: null }));

const one = async () => ((await makeCompany(t.app)) as [Person])[0];

describe("a requester cannot hold somebody's day", () => {
  it("asks one person once at a time: a second request to them waits for the first to end", async () => {
    const [from, to] = [await one(), await one()];
    const first = await requestMeeting(t.app, from, to, friday[0] ?? 0);
    expect(first.status).toBe(200);
    const second = await requestMeeting(t.app, from, to, friday[1] ?? 0);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ field: "toId", message: expect.stringMatching(/asked this person/) });
    // Their second slot stays free for everybody else.
    const slots = await call(t.app, to, "GET", "/api/scheduler/timeslots");
    expect(slots.body.timeslots.find((s: { id: number }) => s.id === friday[1])?.state).toBe("available");
    // Once the first is withdrawn, they may ask again.
    expect((await act(t.app, from, first.body.payload.meetingId, "cancel")).status).toBe(200);
    expect((await requestMeeting(t.app, from, to, friday[1] ?? 0)).status).toBe(200);
  });

  it(`keeps at most ${PENDING_REQUEST_LIMITS.perDay} unanswered requests of one person on one day`, async () => {
    const from = await one();
    const targets = await Promise.all(Array.from({ length: PENDING_REQUEST_LIMITS.perDay + 1 }, one));
    for (const [i, target] of targets.slice(0, -1).entries())
      expect((await requestMeeting(t.app, from, target, friday[i] ?? 0)).status).toBe(200);
    const over = await requestMeeting(
      t.app,
      from,
      targets.at(-1) as Person,
      friday[PENDING_REQUEST_LIMITS.perDay] ?? 0,
    );
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/10 meeting requests waiting/);
    // Another day is not counted against it, and an answer frees a place.
    expect((await requestMeeting(t.app, from, targets.at(-1) as Person, SLOT.later)).status).toBe(200);
  });

  it("lets an unanswered request lapse when its slot begins, even with no expiry set", async () => {
    const [from, to] = [await one(), await one()];
    const sent = await requestMeeting(t.app, from, to, SLOT.later);
    const id = sent.body.payload.meetingId as number;
    const row = await meetingRow(t.app, id);
    const [slot] = await t.app.db.select().from(timeslots).where(eq(timeslots.id, SLOT.later));
    expect(row.expiresAt?.getTime()).toBe(slot?.startsAtUtc.getTime());
    const job = await expiryJob(t.app, id);
    // Due in real time as long from now as the slot's start is from the event clock's now.
    const wait = (slot?.startsAtUtc.getTime() ?? 0) - t.app.eventNow().getTime();
    expect(Math.abs((job?.runAt.getTime() ?? 0) - (Date.now() + wait))).toBeLessThan(60_000);

    const before = await newestMailId(t.app);
    await makeDue(t.app, job?.id ?? 0);
    expect(await t.app.jobs.runDue({ names: ["scheduler.expire"] })).toEqual({ done: 1, failed: 0 });
    expect(await meetingRow(t.app, id)).toMatchObject({ cancelReason: "expired" });
    expect(await participantsOf(t.app, id)).toEqual([]);
    const [mail] = await mailsTo(t.app, from.email, before);
    expect(mail?.text).toContain("before the timeslot began");
  });

  it("lets a request for a slot already under way stand until the slot ends", async () => {
    const [from, to] = [await one(), await one()];
    const now = new Date(THURSDAY_NOON);
    const [underWay] = await t.app.db
      .select()
      .from(timeslots)
      .where(and(eq(timeslots.day, 1), eq(timeslots.keynote, false), gt(timeslots.endsAtUtc, now)))
      .orderBy(asc(timeslots.startsAtUtc))
      .limit(1);
    if (!underWay || underWay.startsAtUtc > now) throw new Error("the demo has no slot under way at noon");
    const sent = await requestMeeting(t.app, from, to, underWay.id);
    expect(sent.status).toBe(200);
    const row = await meetingRow(t.app, sent.body.payload.meetingId);
    expect(row.expiresAt?.getTime()).toBe(underWay.endsAtUtc.getTime());
    expect((await expiryJob(t.app, row.id))?.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });
});

describe("a request does not show the requester the other side's address", () => {
  it("hides e-mail and phone from the requester until accepted, and after a withdrawal", async () => {
    const [from, to] = [await one(), await one()];
    const id = (await requestMeeting(t.app, from, to, friday[2] ?? 0)).body.payload.meetingId as number;
    const cardOf = async (who: Person, list: "meets" | "meetsCancelled") =>
      (await call(t.app, who, "GET", "/api/scheduler/meetings")).body[list].find(
        (m: { id: number }) => m.id === id,
      );

    expect((await cardOf(from, "meets")).contact).toMatchObject({
      id: to.id,
      name: to.name,
      email: "",
      tel: "",
    });
    // The recipient sees who reached out, with their address.
    expect((await cardOf(to, "meets")).contact).toMatchObject({ id: from.id, email: from.email });

    expect((await act(t.app, from, id, "cancel")).status).toBe(200);
    const cancelled = await cardOf(from, "meetsCancelled");
    expect(cancelled.contact).toMatchObject({ id: to.id, email: "", tel: "" });

    // An accepted meeting shows both sides their addresses, also once it is cancelled.
    const again = (await requestMeeting(t.app, from, to, friday[3] ?? 0)).body.payload.meetingId as number;
    expect((await act(t.app, to, again, "accept")).status).toBe(200);
    const accepted = (await call(t.app, from, "GET", "/api/scheduler/meetings")).body.meets.find(
      (m: { id: number }) => m.id === again,
    );
    expect(accepted.contact.email).toBe(to.email);
  });
});

describe("whom an attendee is busy with is for attendees", () => {
  it("refuses another account's busy slots and availability to an account that does not attend", async () => {
    const attendee = await one();
    const [member] = (await makeCompany(t.app, { attending: false })) as [Person];
    const company = attendee.companyId;
    for (const url of [
      `/api/scheduler/contacts/${attendee.id}/action/findTakenTimeslots`,
      `/api/scheduler/contacts/${attendee.id}/action/findCombinedTakenTimeslots`,
    ]) {
      expect((await call(t.app, member, "GET", url)).status, url).toBe(403);
      expect((await call(t.app, await one(), "GET", url)).status, url).toBe(200);
    }
    const check = { timeslotId: SLOT.later, companyId: company };
    expect((await call(t.app, member, "POST", "/api/scheduler/check-availability", check)).status).toBe(403);
  });
});
