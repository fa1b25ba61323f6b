import { pushStateResponseSchema } from "@ebm/shared/schemas/notifications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  act,
  call,
  mailsTo,
  makeCompany,
  type Person,
  requestMeeting,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../scheduler/scheduler.test-kit.ts";
import { deviceKeys, localPushService } from "./push.test-kit.ts";
import { mayPushTo, vapidKeys } from "./push-sender.ts";

let t: TestApp;
let service: Awaited<ReturnType<typeof localPushService>>;

beforeAll(async () => {
  service = await localPushService();
  t = await createTestApp({
    EVENT_TIME: THURSDAY_NOON,
    PUBLIC_URL: "https://ebm.example",
    APP_SECRET: "a-secret-of-at-least-thirty-two-characters",
    PUSH_EXTRA_ORIGINS: service.origin,
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(() => {
  service.answer(201);
  return setSchedulerSettings(t.app, { schedulerEnabled: true, meetingRequestExpiryHours: null });
});

/** Two people of two companies. */
async function pair() {
  const [a] = (await makeCompany(t.app)) as [Person];
  const [b] = (await makeCompany(t.app)) as [Person];
  return { a, b };
}

/** Subscribes a new device of `person` at the local push service. */
async function subscribe(person: Person, kinds = ["requests", "answers", "messages", "reminders"]) {
  const keys = deviceKeys();
  const endpoint = service.endpoint();
  const res = await call(t.app, person, "PUT", "/api/notifications/push", {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    kinds,
    timeZone: "Europe/Stockholm",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { endpoint, keys };
}

/** Runs the due push jobs; answers what reached the device of `endpoint`, as it reads it. */
async function pushedTo(device: { endpoint: string; keys: ReturnType<typeof deviceKeys> }) {
  await t.app.jobs.runDue({ names: ["push.send"] });
  const path = new URL(device.endpoint).pathname;
  return service.received
    .filter((r) => r.path === path)
    .map((r) => ({ ...r, message: device.keys.decrypt(r.body) }));
}

describe("Web Push", () => {
  it("the VAPID key is the same for the same secret (every instance, every restart), and a point of P-256", () => {
    const one = vapidKeys("a-secret-of-at-least-thirty-two-characters");
    expect(vapidKeys("a-secret-of-at-least-thirty-two-characters")).toEqual(one);
    expect(vapidKeys("another-secret-of-at-least-thirty-two-chars").publicKey).not.toBe(one.publicKey);
    expect(Buffer.from(one.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(one.privateKey, "base64url")).toHaveLength(32);
  });

  it("sends only to the browsers' push services over https, or an origin configured", () => {
    expect(mayPushTo("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(mayPushTo("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    expect(mayPushTo("https://web.push.apple.com/abc")).toBe(true);
    expect(mayPushTo("http://fcm.googleapis.com/fcm/send/abc")).toBe(false);
    expect(mayPushTo("https://fcm.googleapis.com:8443/fcm/send/abc")).toBe(false);
    expect(mayPushTo("https://169.254.169.254/latest/meta-data")).toBe(false);
    expect(mayPushTo("https://fcm.googleapis.com.evil.example/x")).toBe(false);
    expect(mayPushTo("http://127.0.0.1:9/x")).toBe(false);
    expect(mayPushTo("http://127.0.0.1:9/x", ["http://127.0.0.1:9"])).toBe(true);
  });

  it("refuses a subscription to another address, or with keys that are not keys, naming the field", async () => {
    const { a } = await pair();
    const keys = deviceKeys();
    const inside = await call(t.app, a, "PUT", "/api/notifications/push", {
      endpoint: "http://10.0.0.7/push/1",
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      kinds: ["requests"],
    });
    expect(inside.status).toBe(400);
    expect(inside.body).toMatchObject({ field: "endpoint", message: expect.stringMatching(/push service/) });
    const badKey = await call(t.app, a, "PUT", "/api/notifications/push", {
      endpoint: service.endpoint(),
      keys: { p256dh: "short", auth: keys.auth },
      kinds: ["requests"],
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.field).toMatch(/p256dh/);
    expect((await call(t.app, undefined, "GET", "/api/notifications/push")).status).toBe(401);
  });

  it("tells the device's state to its user only, and another user cannot end it", async () => {
    const { a, b } = await pair();
    const device = await subscribe(a, ["requests", "reminders"]);
    const url = `/api/notifications/push?endpoint=${encodeURIComponent(device.endpoint)}`;
    const own = pushStateResponseSchema.parse((await call(t.app, a, "GET", url)).body);
    expect(own).toMatchObject({ subscribed: true, kinds: ["requests", "reminders"] });
    expect(own.publicKey).toBe(vapidKeys("a-secret-of-at-least-thirty-two-characters").publicKey);
    expect((await call(t.app, b, "GET", url)).body).toMatchObject({ subscribed: false, kinds: [] });

    await call(t.app, b, "POST", "/api/notifications/push/remove", { endpoint: device.endpoint });
    expect((await call(t.app, a, "GET", url)).body.subscribed).toBe(true);
    const removed = await call(t.app, a, "POST", "/api/notifications/push/remove", {
      endpoint: device.endpoint,
    });
    expect(removed.body).toMatchObject({ status: 200, subscribed: false });
  });

  it("pushes a request to the other side's device, encrypted for it and signed with the VAPID key, leading to the meeting", async () => {
    const { a, b } = await pair();
    const device = await subscribe(b);
    const meetingId = (await requestMeeting(t.app, a, b, SLOT.next)).body.payload.meetingId as number;
    const [push, ...more] = await pushedTo(device);
    expect(more).toHaveLength(0);
    expect(push?.message).toEqual({
      title: expect.stringMatching(new RegExp(`^${a.name} \\(.+\\) asks to meet you$`)),
      body: expect.stringMatching(/^Thu 6 Nov, \d\d:\d\d – \d\d:\d\d Dublin time \(\d\d:\d\d your time\)$/),
      url: `/scheduler?id=${meetingId}`,
      tag: `meeting-${meetingId}`,
    });
    const { publicKey } = vapidKeys("a-secret-of-at-least-thirty-two-characters");
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
  });

  it("sends each kind only to devices that want it: an answer, not a request", async () => {
    const { a, b } = await pair();
    const aDevice = await subscribe(a, ["answers"]);
    const bDevice = await subscribe(b, ["messages"]);
    const meetingId = (await requestMeeting(t.app, a, b, SLOT.later)).body.payload.meetingId as number;
    expect(await pushedTo(bDevice)).toEqual([]);
    expect((await act(t.app, b, meetingId, "accept")).status).toBe(200);
    const pushes = await pushedTo(aDevice);
    expect(pushes.map((p) => p.message.title)).toEqual([
      expect.stringMatching(new RegExp(`^${b.name} \\(.+\\) accepted your meeting$`)),
    ]);
    expect(pushes[0]?.message.body).toMatch(/table \d+|Hotel Lobby/);
  });

  it("pushes a chat message to the recipient with its words and the conversation, and nothing once it was read", async () => {
    const { a, b } = await pair();
    const device = await subscribe(b, ["messages"]);
    // A meeting between them lets a write first.
    await requestMeeting(t.app, a, b, SLOT.later + 1);
    const conversation = await call(t.app, a, "POST", "/api/messages/conversation", { contactId: b.id });
    const conversationId = conversation.body.conversationId as number;
    expect(
      (await call(t.app, a, "POST", "/api/messages", { conversationId, message: "Any  HPE\nGen10 left?" }))
        .status,
    ).toBe(201);
    const [push] = await pushedTo(device);
    expect(push?.message).toEqual({
      title: expect.stringMatching(new RegExp(`^${a.name} \\(.+\\)$`)),
      body: "Any HPE Gen10 left?",
      url: `/messages/${a.id}`,
      tag: `chat-${a.id}`,
    });

    await call(t.app, a, "POST", "/api/messages", { conversationId, message: "Hello?" });
    await call(t.app, b, "POST", "/api/messages/resetUnreadMessage", { conversationId });
    expect(await pushedTo(device)).toHaveLength(1);
  });

  it("removes a device that the push service says is gone, and keeps one that failed for a while", async () => {
    const { a, b } = await pair();
    const device = await subscribe(b, ["requests"]);
    service.answer(500);
    await requestMeeting(t.app, a, b, SLOT.later + 2);
    await pushedTo(device);
    const kept = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(kept).toHaveLength(1);

    service.answer(410);
    const [c] = (await makeCompany(t.app)) as [Person];
    expect((await requestMeeting(t.app, c, b, SLOT.later + 3)).status).toBe(200);
    await pushedTo(device);
    const gone = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(gone).toEqual([]);
  });
});

describe("the reminder by mail", () => {
  it("goes to those who asked for it, naming the table and the other side, and to nobody else", async () => {
    const { a, b } = await pair();
    expect((await call(t.app, a, "GET", "/api/notifications/settings")).body).toEqual({
      status: 200,
      reminderMail: false,
    });
    const set = await call(t.app, a, "PUT", "/api/notifications/settings", { reminderMail: true });
    expect(set.body).toEqual({ status: 200, reminderMail: true });
    expect((await call(t.app, a, "PUT", "/api/notifications/settings", { reminderMail: "yes" })).status).toBe(
      400,
    );

    const meetingId = (await requestMeeting(t.app, a, b, SLOT.later + 4)).body.payload.meetingId as number;
    expect((await act(t.app, b, meetingId, "accept")).status).toBe(200);
    expect(await t.app.services.scheduler.remindSoon(meetingId, t.app.eventNow())).toBe(true);
    const toA = (await mailsTo(t.app, a.email)).filter((m) => m.kind === "meeting_soon");
    expect(toA).toHaveLength(1);
    expect(toA[0]?.subject).toBe(`Your meeting with ${b.name} begins at ${toA[0]?.subject.slice(-5)}`);
    expect(toA[0]?.text).toMatch(/Where: (Table: \d+|Hotel Lobby)\./);
    expect(toA[0]?.text).toContain(b.name);
    expect((await mailsTo(t.app, b.email)).filter((m) => m.kind === "meeting_soon")).toEqual([]);
  });
});
