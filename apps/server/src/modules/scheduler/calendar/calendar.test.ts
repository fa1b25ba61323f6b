import { calendarFeedResponseSchema } from "@ebm/shared/schemas/scheduler";
import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, editions, meetings, timeslots } from "../../../db/schema/index.ts";
import { hashToken } from "../../../lib/tokens.ts";
import { createTestApp, first, type TestApp } from "../../../test/app.ts";
import {
  cancelMeeting,
  freeTable,
  insertMeeting,
  type Person,
  sampleCompany,
} from "../../notes/notes.test-kit.ts";

let t: TestApp;
let seller: Person;
let colleague: Person;
let buyer: Person;
let outsider: Person;
/** Seller's meetings: accepted at a table, a request to them, a lobby meeting, one to cancel, a block. */
const ids = { accepted: 0, pending: 0, lobby: 0, toCancel: 0, block: 0, child: 0, outsiders: 0 };
let acceptedTable = 0;

const LONG_MESSAGE =
  "Hello, we would like to talk about 300 laptops; grade A, B and C.\nAlso: servers (HP, Dell), " +
  "and a back\\slash. Ünïcödé names too, and a long tail to make sure the line needs folding twice over.";

interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  description: string;
  start: Date;
  startZone: string | undefined;
  lastModified: string;
}

/** The events of a calendar text as a calendar app reads them (ical.js). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue("status")),
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate(),
      startZone: event.startDate.zone?.tzid,
      lastModified: String(vevent.getFirstPropertyValue("last-modified")),
    };
  });
  const zones = calendar
    .getAllSubcomponents("vtimezone")
    .map((zone) => String(zone.getFirstPropertyValue("tzid")));
  return { calendar, events, zones };
}

const byId = (events: ParsedEvent[], id: number) => events.find((e) => e.uid.startsWith(`meeting-${id}@`));

async function makeFeed(person: Person) {
  const res = await t.app.inject({ method: "POST", url: "/api/scheduler/calendar", headers: person.headers });
  expect(res.statusCode).toBe(200);
  return calendarFeedResponseSchema.parse(res.json());
}

/** GETs a feed address (or part of one) without any session: the secret is the credential. */
const fetchFeed = (url: string) => t.app.inject({ method: "GET", url: url.replace(/^https?:\/\/[^/]+/, "") });

const slotStart = async (id: number) =>
  first(await t.app.db.select().from(timeslots).where(eq(timeslots.id, id))).startsAtUtc;

beforeAll(async () => {
  t = await createTestApp();
  [seller, colleague] = (await sampleCompany(t.app, 2)) as [Person, Person];
  [buyer] = (await sampleCompany(t.app, 1)) as [Person];
  [outsider] = (await sampleCompany(t.app, 1)) as [Person];
  acceptedTable = await freeTable(t.app, 1);
  ids.accepted = await insertMeeting(t.app, {
    fromId: seller.id,
    toId: buyer.id,
    timeslotId: 1,
    table: acceptedTable,
    message: LONG_MESSAGE,
  });
  ids.child = await insertMeeting(t.app, {
    fromId: colleague.id,
    toId: buyer.id,
    timeslotId: 1,
    table: acceptedTable,
    parentScheduleId: ids.accepted,
  });
  ids.pending = await insertMeeting(t.app, { fromId: buyer.id, toId: seller.id, timeslotId: 2, status: 0 });
  ids.lobby = await insertMeeting(t.app, { fromId: seller.id, toId: buyer.id, timeslotId: 3, table: 149 });
  ids.toCancel = await insertMeeting(t.app, {
    fromId: seller.id,
    toId: buyer.id,
    timeslotId: 4,
    table: await freeTable(t.app, 4),
  });
  ids.block = await insertMeeting(t.app, { fromId: seller.id, toId: seller.id, timeslotId: 5, status: 0 });
  ids.outsiders = await insertMeeting(t.app, {
    fromId: outsider.id,
    toId: buyer.id,
    timeslotId: 6,
    table: await freeTable(t.app, 6),
  });
});
afterAll(() => t?.close());

describe("the personal calendar feed", () => {
  it("is made, shown once, stored only as a hash, replaced and turned off", async () => {
    const status = await t.app.inject({
      method: "GET",
      url: "/api/scheduler/calendar",
      headers: buyer.headers,
    });
    expect(status.json()).toEqual({ status: 200, url: null, createdAt: null });

    const made = await makeFeed(buyer);
    expect(made.url).toMatch(/^http:\/\/localhost:3000\/api\/scheduler\/calendar\/[\w-]{43}\.ics$/);
    const token = made.url?.match(/calendar\/([\w-]+)\.ics$/)?.[1] ?? "";
    const [stored] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.contactId, buyer.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const after = await t.app.inject({
      method: "GET",
      url: "/api/scheduler/calendar",
      headers: buyer.headers,
    });
    expect(after.json()).toMatchObject({ status: 200, url: null, createdAt: made.createdAt });
    expect((await fetchFeed(made.url ?? "")).statusCode).toBe(200);

    // Replacing revokes the old address.
    const replaced = await makeFeed(buyer);
    expect(replaced.url).not.toBe(made.url);
    expect((await fetchFeed(made.url ?? "")).statusCode).toBe(404);
    expect((await fetchFeed(replaced.url ?? "")).statusCode).toBe(200);

    const off = await t.app.inject({
      method: "DELETE",
      url: "/api/scheduler/calendar",
      headers: buyer.headers,
    });
    expect(off.json()).toEqual({ status: 200 });
    const gone = await fetchFeed(replaced.url ?? "");
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 404, error: "Not Found" });
    const none = await t.app.inject({
      method: "GET",
      url: "/api/scheduler/calendar",
      headers: buyer.headers,
    });
    expect(none.json()).toEqual({ status: 200, url: null, createdAt: null });
  });

  it("answers 404 to a wrong or empty secret", async () => {
    await makeFeed(seller);
    for (const token of ["x".repeat(43), "", "not-a-token"])
      expect((await fetchFeed(`/api/scheduler/calendar/${token}.ics`)).statusCode).toBe(404);
  });

  it("needs a session to make, read or turn off a feed", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const)
      expect((await t.app.inject({ method, url: "/api/scheduler/calendar" })).statusCode).toBe(401);
  });

  it("lists the user's meetings as a calendar app needs them", async () => {
    const { url } = await makeFeed(seller);
    const res = await fetchFeed(url ?? "");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of res.body.split("\r\n"))
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);

    const { calendar, events, zones } = parse(res.body);
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//European Broker Meeting//Scheduler//EN");
    expect(zones).toEqual(["Europe/Dublin"]);
    expect(events.map((e) => e.uid).sort()).toEqual(
      [ids.accepted, ids.pending, ids.lobby, ids.toCancel].map((id) => `meeting-${id}@localhost`).sort(),
    );

    const accepted = byId(events, ids.accepted);
    expect(accepted).toMatchObject({
      status: "CONFIRMED",
      summary: `Meeting with ${buyer.name} (${buyer.companyName})`,
      startZone: "Europe/Dublin",
    });
    expect(accepted?.location).toMatch(new RegExp(`^Table: ${acceptedTable}, `));
    expect(accepted?.start.toISOString()).toBe((await slotStart(1)).toISOString());
    expect(res.body).toContain("DTSTART;TZID=Europe/Dublin:20251106T100000");
    expect(byId(events, ids.lobby)?.location).toMatch(/^Hotel Lobby, /);
    expect(byId(events, ids.pending)).toMatchObject({
      status: "TENTATIVE",
      summary: `Meeting with ${buyer.name} (${buyer.companyName})`,
    });
    expect(byId(events, ids.block)).toBeUndefined();
    expect(byId(events, ids.outsiders)).toBeUndefined();
  });

  it("folds and escapes a long message with commas, semicolons and line breaks", async () => {
    const { url } = await makeFeed(seller);
    const res = await fetchFeed(url ?? "");
    const description = byId(parse(res.body).events, ids.accepted)?.description ?? "";
    expect(description).toContain(`Message from ${seller.name}:\n\n${LONG_MESSAGE}`);
    expect(description).toContain("Your meetings: http://localhost:3000/scheduler");
    const unfolded = res.body.replaceAll("\r\n ", "");
    expect(unfolded).toContain(
      "Hello\\, we would like to talk about 300 laptops\\; grade A\\, B and C.\\nAlso:",
    );
    expect(unfolded).toContain("a back\\\\slash.");
    const raw = res.body.split("\r\n");
    const start = raw.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(raw[start + 1]?.startsWith(" ")).toBe(true);
    expect(raw[start + 2]?.startsWith(" ")).toBe(true);
  });

  it("keeps each meeting's UID, grows its SEQUENCE on a change and sends a cancelled one as CANCELLED", async () => {
    const { url } = await makeFeed(seller);
    const before = parse((await fetchFeed(url ?? "")).body).events;
    const again = parse((await fetchFeed(url ?? "")).body).events;
    expect(again.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    const was = byId(before, ids.accepted);

    // What the scheduler does on every change a calendar should see.
    await t.app.db
      .update(meetings)
      .set({ sequence: sql`${meetings.sequence} + 1`, updatedAt: new Date("2025-10-20T09:00:00Z") })
      .where(eq(meetings.id, ids.accepted));
    await cancelMeeting(t.app, ids.toCancel, "cancelled");

    const after = parse((await fetchFeed(url ?? "")).body).events;
    const changed = byId(after, ids.accepted);
    expect(changed?.uid).toBe(was?.uid);
    expect(changed?.sequence).toBe((was?.sequence ?? 0) + 1);
    expect(changed?.lastModified).toBe("2025-10-20T09:00:00Z");
    expect(byId(before, ids.toCancel)?.status).toBe("CONFIRMED");
    expect(byId(after, ids.toCancel)).toMatchObject({ status: "CANCELLED", sequence: 1 });
  });

  it("shows a colleague the meeting they were added to", async () => {
    const { url } = await makeFeed(colleague);
    const { events } = parse((await fetchFeed(url ?? "")).body);
    expect(events.map((e) => e.uid)).toEqual([`meeting-${ids.child}@localhost`]);
    expect(events[0]).toMatchObject({
      status: "CONFIRMED",
      summary: `Meeting with ${buyer.name} (${buyer.companyName})`,
    });
    expect(events[0]?.location).toMatch(new RegExp(`^Table: ${acceptedTable}, `));
  });
});

describe("GET /api/scheduler/meetings/{id}/ics", () => {
  const download = (person: Person | undefined, id: number) =>
    t.app.inject({
      method: "GET",
      url: `/api/scheduler/meetings/${id}/ics`,
      headers: person?.headers ?? {},
    });

  it("downloads one meeting with the same UID as the feed", async () => {
    const res = await download(seller, ids.accepted);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="meeting-${ids.accepted}.ics"`);
    const { events, zones } = parse(res.body);
    expect(zones).toEqual(["Europe/Dublin"]);
    expect(events).toHaveLength(1);
    expect(events[0]?.uid).toBe(`meeting-${ids.accepted}@localhost`);
    const { url } = await makeFeed(seller);
    const feed = parse((await fetchFeed(url ?? "")).body).events;
    expect(byId(feed, ids.accepted)).toMatchObject({
      uid: events[0]?.uid,
      sequence: events[0]?.sequence,
      summary: events[0]?.summary,
    });
    expect((await download(buyer, ids.accepted)).statusCode).toBe(200);
    expect(parse((await download(buyer, ids.accepted)).body).events[0]?.summary).toBe(
      `Meeting with ${seller.name} (${seller.companyName})`,
    );
  });

  it("refuses another user's meeting, a block and a missing session", async () => {
    expect((await download(seller, ids.outsiders)).statusCode).toBe(404);
    expect((await download(outsider, ids.accepted)).statusCode).toBe(404);
    // Meeting 1 of the demo data is Anna's.
    expect((await download(seller, 1)).statusCode).toBe(404);
    expect((await download(seller, ids.block)).statusCode).toBe(404);
    expect((await download(undefined, ids.accepted)).statusCode).toBe(401);
    expect((await download(seller, 0)).statusCode).toBe(400);
  });

  it("writes the edition's own time zone", async () => {
    const { edition } = await t.app.services.settings.current();
    await t.app.db.update(editions).set({ timezone: "America/New_York" }).where(eq(editions.id, edition.id));
    try {
      const res = await download(seller, ids.lobby);
      const { events, zones } = parse(res.body);
      expect(zones).toEqual(["America/New_York"]);
      expect(res.body).toContain("DTSTART;TZID=America/New_York:20251106T");
      expect(events[0]?.startZone).toBe("America/New_York");
      expect(events[0]?.start.toISOString()).toBe((await slotStart(3)).toISOString());
    } finally {
      await t.app.db.update(editions).set({ timezone: edition.timezone }).where(eq(editions.id, edition.id));
    }
  });
});
