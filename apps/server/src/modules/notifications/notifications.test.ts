import { notificationListResponseSchema } from "@ebm/shared/schemas/notifications";
import type { ServerWsEventOf } from "@ebm/shared/schemas/ws";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventSettings, jobs, timeslots } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { connect, type TestSocket } from "../../test/ws-client.ts";
import {
  act,
  call,
  expiryJob,
  makeCompany,
  makeDue,
  type Person,
  requestMeeting,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../scheduler/scheduler.test-kit.ts";

let t: TestApp;
let wsUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON, PUBLIC_URL: "https://ebm.example" });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsUrl = `${address.replace("http", "ws")}/ws/`;
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await t.close();
});
beforeEach(() => setSchedulerSettings(t.app, { schedulerEnabled: true, meetingRequestExpiryHours: null }));

/** A socket of the person, authenticated, from `lastSeq` when given. */
async function online(person: Person, lastSeq?: number) {
  const ws = await connect(wsUrl, { answerPings: true });
  sockets.push(ws);
  const token = person.headers.authorization.slice("Bearer ".length);
  ws.send({ type: "auth", token, ...(lastSeq === undefined ? {} : { lastSeq }) });
  const ok = await ws.next("auth-ok");
  return { ws, seq: ok.seq };
}

/** Two people of two companies, and a colleague of the first. */
async function people() {
  const [a, colleague] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
  const [b] = (await makeCompany(t.app)) as [Person];
  return { a, b, colleague };
}

async function centre(person: Person) {
  const res = await call(t.app, person, "GET", "/api/notifications");
  expect(res.status).toBe(200);
  return notificationListResponseSchema.parse(res.body);
}

const meetingEvent = (ws: TestSocket) => ws.next("meeting-changed");

describe("meeting events and the notification centre", () => {
  it("tells the other side of a request live, with its notification, and the requester's screens without one", async () => {
    const { a, b } = await people();
    const aSocket = await online(a);
    const bSocket = await online(b);
    const res = await requestMeeting(t.app, a, b, SLOT.next, "Servers?");
    expect(res.status).toBe(200);
    const meetingId = res.body.payload.meetingId as number;

    const toB = await meetingEvent(bSocket.ws);
    expect(toB).toMatchObject({
      type: "meeting-changed",
      seq: bSocket.seq + 1,
      meetingId,
      change: "requested",
      byId: a.id,
      notification: {
        kind: "requested",
        meetingId,
        actor: { id: a.id, name: a.name },
        slot: { timeZone: "Europe/Dublin", timeStart: expect.any(String), date: "2025-11-06" },
        place: null,
        readAt: null,
      },
    });
    const toA = await meetingEvent(aSocket.ws);
    expect(toA).toMatchObject({ meetingId, change: "requested", byId: a.id });
    expect(toA.notification).toBeUndefined();

    const bList = await centre(b);
    expect(bList.unread).toBe(1);
    expect(bList.items).toEqual([toB.notification]);
    expect(await centre(a)).toEqual({ status: 200, items: [], unread: 0 });
  });

  it("tells the requester of the acceptance with the table, and a cancellation to everyone at the meeting", async () => {
    const { a, b, colleague } = await people();
    const meetingId = (await requestMeeting(t.app, a, b, SLOT.later)).body.payload.meetingId as number;
    const aSocket = await online(a);
    expect((await act(t.app, b, meetingId, "accept")).status).toBe(200);
    const accepted = await meetingEvent(aSocket.ws);
    expect(accepted).toMatchObject({
      change: "accepted",
      byId: b.id,
      notification: { kind: "accepted", actor: { id: b.id }, place: expect.stringMatching(/^Table: \d+$/) },
    });

    const colleagueSocket = await online(colleague);
    const bSocket = await online(b);
    expect((await act(t.app, a, meetingId, "addcolleague", { contactId: colleague.id })).status).toBe(200);
    expect(await meetingEvent(colleagueSocket.ws)).toMatchObject({
      change: "colleague-added",
      notification: { kind: "colleague-added", actor: { id: a.id } },
    });
    expect((await meetingEvent(bSocket.ws)).notification?.kind).toBe("colleague-added");

    expect((await act(t.app, b, meetingId, "cancel")).status).toBe(200);
    const toColleague = await meetingEvent(colleagueSocket.ws);
    expect(toColleague).toMatchObject({ change: "cancelled", byId: b.id, notification: { place: null } });
    expect((await centre(a)).items.map((n) => n.kind)).toEqual(["cancelled", "accepted"]);
    expect((await centre(colleague)).items.map((n) => n.kind)).toEqual(["cancelled", "colleague-added"]);
    // Who cancelled hears nothing in their bell; their own screens change.
    expect((await centre(b)).items.map((n) => n.kind)).toEqual(["colleague-added", "requested"]);
    expect((await meetingEvent(bSocket.ws)).change).toBe("cancelled");
  });

  it("tells the requester, with nobody as actor, when their request lapses", async () => {
    const { a, b } = await people();
    const meetingId = (await requestMeeting(t.app, a, b, SLOT.later + 1)).body.payload.meetingId as number;
    const job = await expiryJob(t.app, meetingId);
    expect(job).toBeDefined();
    await makeDue(t.app, job?.id as number);
    await t.app.jobs.runDue();
    const [lapsed] = (await centre(a)).items;
    expect(lapsed).toMatchObject({ kind: "expired", meetingId, actor: null });
    // The recipient's request is gone from their plans; they keep only the request itself.
    expect((await centre(b)).items.map((n) => n.kind)).toEqual(["requested"]);
  });

  it("replays what a reconnecting screen missed, once and in order", async () => {
    const { a, b } = await people();
    const first = await online(b);
    first.ws.terminate();
    const meetingId = (await requestMeeting(t.app, a, b, SLOT.later + 2)).body.payload.meetingId as number;
    await act(t.app, a, meetingId, "cancel");
    const again = await online(b, first.seq);
    const missed = [await meetingEvent(again.ws), await meetingEvent(again.ws)];
    expect(missed.map((e) => [e.seq, e.change])).toEqual([
      [first.seq + 1, "requested"],
      [first.seq + 2, "cancelled"],
    ]);
    await expect(again.ws.next("meeting-changed", 300)).rejects.toThrow(/no meeting-changed/);
  });
});

describe("the reminder before a meeting", () => {
  const reminderJob = async (meetingId: number) => {
    const [row] = await t.app.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.name, "scheduler.remind"), eq(jobs.key, String(meetingId)), eq(jobs.status, "pending")),
      );
    return row;
  };
  const setMinutes = async (minutes: number) => {
    const { edition } = await t.app.services.settings.current();
    await t.app.db
      .update(eventSettings)
      .set({ meetingReminderMinutes: minutes })
      .where(eq(eventSettings.editionId, edition.id));
    t.app.services.settings.invalidate();
  };

  it("is due the edition's minutes before an accepted meeting, and tells everyone at it once, with the place", async () => {
    await setMinutes(10);
    const { a, b } = await people();
    const timeslotId = SLOT.later + 5;
    const meetingId = (await requestMeeting(t.app, a, b, timeslotId)).body.payload.meetingId as number;
    expect(await reminderJob(meetingId)).toBeUndefined();
    expect((await act(t.app, b, meetingId, "accept")).status).toBe(200);
    const job = await reminderJob(meetingId);
    expect(job).toBeDefined();
    const [slot] = await t.app.db.select().from(timeslots).where(eq(timeslots.id, timeslotId));
    // Real time runs on from the event clock: due 10 minutes before the start, as the clock counts.
    const dueInMs = (slot?.startsAtUtc.getTime() ?? 0) - 10 * 60_000 - t.app.eventNow().getTime();
    expect(Math.abs((job?.runAt.getTime() ?? 0) - Date.now() - dueInMs)).toBeLessThan(5_000);

    const aSocket = await online(a);
    await makeDue(t.app, job?.id as number);
    await t.app.jobs.runDue({ names: ["scheduler.remind"] });
    expect(await meetingEvent(aSocket.ws)).toMatchObject({
      change: "soon",
      byId: null,
      notification: { kind: "soon", actor: null, place: expect.stringMatching(/^(Table: \d+|Hotel Lobby)$/) },
    });
    expect((await centre(b)).items[0]?.kind).toBe("soon");
    // A second run (another instance, a retry) tells nobody again.
    expect(await t.app.services.scheduler.remindSoon(meetingId, t.app.eventNow())).toBe(false);
    expect((await centre(a)).items.filter((n) => n.kind === "soon")).toHaveLength(1);
  });

  it("stays quiet for a meeting cancelled meanwhile, and is not planned with 0 minutes", async () => {
    await setMinutes(10);
    const { a, b } = await people();
    const meetingId = (await requestMeeting(t.app, a, b, SLOT.later + 6)).body.payload.meetingId as number;
    await act(t.app, b, meetingId, "accept");
    const job = await reminderJob(meetingId);
    await act(t.app, a, meetingId, "cancel");
    await makeDue(t.app, job?.id as number);
    await t.app.jobs.runDue({ names: ["scheduler.remind"] });
    expect((await centre(a)).items.map((n) => n.kind)).not.toContain("soon");

    await setMinutes(0);
    const { a: c, b: d } = await people();
    const other = (await requestMeeting(t.app, c, d, SLOT.later + 6)).body.payload.meetingId as number;
    await act(t.app, d, other, "accept");
    expect(await reminderJob(other)).toBeUndefined();
    await setMinutes(10);
  });
});

describe("POST /api/notifications/read", () => {
  async function withTwoNotifications() {
    const { a, b } = await people();
    const one = (await requestMeeting(t.app, a, b, SLOT.later + 3)).body.payload.meetingId as number;
    await act(t.app, a, one, "cancel");
    return { a, b, ids: (await centre(b)).items.map((n) => n.id) };
  }

  it("marks the named ones read, answers the count left and tells the user's other screens", async () => {
    const { b, ids } = await withTwoNotifications();
    expect(ids).toHaveLength(2);
    const other = await online(b);
    const res = await call(t.app, b, "POST", "/api/notifications/read", { ids: [ids[1]] });
    expect(res).toEqual({ status: 200, body: { status: 200, unread: 1 } });
    const told: ServerWsEventOf<"notifications-read"> = await other.ws.next("notifications-read");
    expect(told.ids).toEqual([ids[1]]);
    const after = await centre(b);
    expect(after.items.find((n) => n.id === ids[1])?.readAt).toEqual(expect.any(String));
    expect(after.items.find((n) => n.id === ids[0])?.readAt).toBeNull();
    const all = await call(t.app, b, "POST", "/api/notifications/read", { upToId: ids[0] });
    expect(all.body.unread).toBe(0);
  });

  it("changes nothing of another user's notifications", async () => {
    const { b, ids } = await withTwoNotifications();
    const { a: stranger } = await people();
    const res = await call(t.app, stranger, "POST", "/api/notifications/read", { ids });
    expect(res.body).toEqual({ status: 200, unread: 0 });
    const byUpTo = await call(t.app, stranger, "POST", "/api/notifications/read", { upToId: 2_000_000_000 });
    expect(byUpTo.status).toBe(200);
    expect((await centre(b)).unread).toBe(2);
  });

  it("refuses a body without ids or upToId, and callers who are not signed in", async () => {
    const { b } = await withTwoNotifications();
    const bad = await call(t.app, b, "POST", "/api/notifications/read", { ids: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ids/);
    expect((await call(t.app, b, "POST", "/api/notifications/read", {})).status).toBe(400);
    expect((await call(t.app, undefined, "GET", "/api/notifications")).status).toBe(401);
    expect((await call(t.app, undefined, "POST", "/api/notifications/read", { upToId: 1 })).status).toBe(401);
  });
});
