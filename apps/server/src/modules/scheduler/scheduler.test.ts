import { nextMeetingResponseSchema } from "@ebm/shared/schemas/scheduler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";

async function nextMeeting(t: TestApp, email: string) {
  const { user, headers } = await signIn(t.app, email, DEMO_PASSWORD);
  const res = await t.app.inject({ method: "POST", url: "/api/scheduler/nextMeeting", headers, payload: {} });
  expect(res.statusCode).toBe(200);
  return { user, body: nextMeetingResponseSchema.parse(res.json()) };
}

describe("POST /api/scheduler/nextMeeting during the event", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Thursday 14:50 in Dublin: Anna's 15:00 meeting in the hotel lobby is next.
    t = await createTestApp({ EVENT_TIME: "2025-11-06T14:50:00Z" });
  });
  afterAll(() => t.close());

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/scheduler/nextMeeting", payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("gives the next accepted meeting with the other side, and a table past the floor as the lobby", async () => {
    const { body } = await nextMeeting(t, DEMO.anna);
    expect(body.status).toBe(200);
    expect(body.meeting).toMatchObject({
      timeslotId: 11,
      day: 1,
      date: "2025-11-06",
      timeStart: "15:00",
      timeEnd: "15:30",
      table: 150,
      isHotelLobby: true,
      // The spec's names, which a client built to the spec reads.
      details: { start: "2025-11-06T15:00:00.000Z", end: "2025-11-06T15:30:00.000Z", table: 150 },
    });
    expect([body.meeting?.fromId, body.meeting?.toId]).toContain(
      (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).user.id,
    );
    expect(body.contacts).toHaveLength(1);
    const [other] = body.contacts;
    expect(other?.name).toBeTruthy();
    expect(other?.companyName).toBeTruthy();
    expect(other?.companyId).not.toBe(1);
    expect(other?.email).toMatch(/@/);
    expect(other?.website).toBeTruthy();
    expect(typeof other?.profilePic).toBe("string");
  });

  it("gives each user their own meeting", async () => {
    const { user, body } = await nextMeeting(t, DEMO.lars);
    // Lars's only accepted meeting was Thursday 10:00: it is over.
    expect(body.meeting).toBeNull();
    expect(body.contacts).toEqual([]);
    expect(user.email).toBe(DEMO.lars);
  });
});

describe("next meeting rules", () => {
  let t: TestApp;
  let anna: number;
  beforeAll(async () => {
    t = await createTestApp();
    anna = (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).user.id;
  });
  afterAll(() => t.close());

  const at = (iso: string) => {
    return t.app.services.scheduler.nextMeeting(anna, { id: 3, timezone: "Europe/Dublin" }, new Date(iso));
  };

  it("answers no meeting once the event is over (the real clock is past 2025)", async () => {
    const { body } = await nextMeeting(t, DEMO.anna);
    expect(body).toEqual({ status: 200, meeting: null, contacts: [] });
  });

  it("starts with the first meeting of the day, on a floor table", async () => {
    const { meeting, contacts } = await at("2025-11-05T12:00:00Z");
    expect(meeting).toMatchObject({ timeslotId: 1, timeStart: "10:00", table: 12, isHotelLobby: false });
    expect(contacts).toHaveLength(1);
  });

  it("keeps a meeting that is under way", async () => {
    const { meeting } = await at("2025-11-06T14:20:00Z");
    expect(meeting).toMatchObject({ timeslotId: 9, timeStart: "14:00", table: 88 });
  });

  it("skips a blocked slot, pending requests and cancelled meetings", async () => {
    // 12:35: the blocked lunch slot (12:30) is no meeting; the next is 14:00.
    expect((await at("2025-11-06T12:35:00Z")).meeting?.timeslotId).toBe(9);
    // 10:40: the pending request at 12:00 is skipped; the next accepted one is 11:00.
    expect((await at("2025-11-06T10:40:00Z")).meeting?.timeslotId).toBe(3);
    // 16:00: the cancelled 17:00 meeting is skipped; Friday 10:30 is next.
    expect((await at("2025-11-06T16:00:00Z")).meeting).toMatchObject({
      timeslotId: 18,
      day: 2,
      date: "2025-11-07",
      timeStart: "10:30",
    });
  });
});
