import { attendeesResponseSchema } from "@ebm/shared/schemas/directory";
import { type MatchesResponse, matchesResponseSchema } from "@ebm/shared/schemas/matchmaking";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, meetings } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { cancelMeeting, insertMeeting } from "../notes/notes.test-kit.ts";
import {
  meetingRow,
  requestMeeting,
  SLOT,
  setSchedulerSettings,
  THURSDAY_NOON,
} from "../scheduler/scheduler.test-kit.ts";
import {
  call,
  deactivate,
  makeCompany,
  matchesOf,
  type Person,
  setMatchesDisabled,
  setTrade,
  uniqueBrand,
  wish,
} from "./matchmaking.test-kit.ts";

let t: TestApp;
/** The buyer, whose matches the tests read, and a colleague. */
let buyer: Person;
let colleague: Person;
/** Companies that sell the brand the buyer looks for, each in another situation. */
const seller: Record<string, Person> = {};
let brand: string;
let otherBrand: string;

const ids = (body: { matches: { target: { companyId: number } }[] }) =>
  body.matches.map((m) => m.target.companyId);
const matchOf = (body: MatchesResponse, who: Person) =>
  body.matches.find((m) => m.target.companyId === who.companyId);

beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON });
  brand = uniqueBrand();
  otherBrand = uniqueBrand();
  [buyer, colleague] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
  await setTrade(t.app, buyer, {
    lookingFor: { brands: [brand.toLowerCase()] },
    offering: { brands: [otherBrand] },
  });
  const kinds = [
    "plain",
    "both",
    "met",
    "cancelled",
    "held",
    "requested",
    "declined",
    "quiet",
    "firstQuiet",
    "absent",
    "partner",
    "wisher",
    "gone",
    "notFull",
  ];
  for (const kind of kinds) {
    const people = (await makeCompany(t.app, {
      people: kind === "firstQuiet" ? 2 : 1,
      attending: kind !== "absent",
    })) as Person[];
    seller[kind] = people[0] as Person;
    if (kind === "firstQuiet") seller.secondOfFirstQuiet = people[1] as Person;
    await setTrade(t.app, people[0] as Person, {
      offering: { brands: [brand] },
      lookingFor: kind === "both" ? { brands: [otherBrand] } : {},
    });
  }
});
afterAll(() => t?.close());

describe("GET /api/matchmaking/matches", () => {
  it("ranks the companies that sell what the buyer looks for, with the reasons in words", async () => {
    const res = await matchesOf(t.app, buyer);
    expect(res.status).toBe(200);
    const body = matchesResponseSchema.parse(res.body);
    expect(body.enabled).toBe(true);
    // Both ways of trade rank above one way.
    expect(body.matches[0]?.target.companyId).toBe(seller.both?.companyId);
    expect(body.matches[0]?.reasons).toEqual([
      `Sells ${brand}, which you are looking for`,
      `Looks for ${otherBrand}, which you offer`,
    ]);
    expect(matchOf(body, seller.plain as Person)).toMatchObject({
      target: { contactId: seller.plain?.id, contactName: seller.plain?.name },
      reasons: [`Sells ${brand}, which you are looking for`],
      wish: null,
      mutual: false,
    });
    expect(ids(body)).not.toContain(buyer.companyId);
  });

  it("leaves out companies met or asked, not those whose meeting was cancelled without being held", async () => {
    const slot = SLOT.later;
    await insertMeeting(t.app, {
      fromId: buyer.id,
      toId: (seller.met as Person).id,
      timeslotId: slot,
      status: 1,
    });
    // A request of the other side to the buyer's colleague counts for the whole company.
    await insertMeeting(t.app, {
      fromId: (seller.requested as Person).id,
      toId: colleague.id,
      timeslotId: slot + 1,
      status: 0,
    });
    const cancelled = await insertMeeting(t.app, {
      fromId: buyer.id,
      toId: (seller.cancelled as Person).id,
      timeslotId: slot + 2,
    });
    const held = await insertMeeting(t.app, {
      fromId: colleague.id,
      toId: (seller.held as Person).id,
      timeslotId: 3,
    });
    await cancelMeeting(t.app, cancelled, "cancelled");
    // Held, and cancelled afterwards by mistake: it took place all the same.
    await t.app.db.update(meetings).set({ outcome: "held" }).where(eq(meetings.id, held));
    await cancelMeeting(t.app, held, "cancelled");
    const body = (await matchesOf(t.app, buyer)).body;
    expect(ids(body)).toContain(seller.cancelled?.companyId);
    for (const kind of ["met", "requested", "held"])
      expect(ids(body), kind).not.toContain(seller[kind]?.companyId);
  });

  it("leaves out a company the caller marked no thanks, but not one a colleague did", async () => {
    await wish(t.app, buyer, { companyId: (seller.declined as Person).companyId, kind: "no" });
    await wish(t.app, colleague, { companyId: (seller.plain as Person).companyId, kind: "no" });
    const body = (await matchesOf(t.app, buyer)).body;
    expect(ids(body)).not.toContain(seller.declined?.companyId);
    expect(ids(body)).toContain(seller.plain?.companyId);
    expect(ids((await matchesOf(t.app, colleague)).body)).not.toContain(seller.plain?.companyId);
  });

  it("names the first person who takes suggestions, and leaves out a company where nobody does or nobody attends", async () => {
    await setMatchesDisabled(t.app, [seller.quiet as Person, seller.firstQuiet as Person], true);
    await deactivate(t.app, seller.gone as Person);
    const body = (await matchesOf(t.app, buyer)).body;
    for (const kind of ["quiet", "absent", "gone"])
      expect(ids(body), kind).not.toContain(seller[kind]?.companyId);
    expect(matchOf(body, seller.firstQuiet as Person)?.target).toMatchObject({
      contactId: seller.secondOfFirstQuiet?.id,
      contactName: seller.secondOfFirstQuiet?.name,
    });
  });

  it("reads neither the trade profile nor the people of a company whose page the caller does not see in full", async () => {
    const notFull = seller.notFull as Person;
    expect(matchOf((await matchesOf(t.app, buyer)).body, notFull)?.reasons).toContain(
      `Sells ${brand}, which you are looking for`,
    );
    await t.app.db.update(companies).set({ status: 1 }).where(eq(companies.id, notFull.companyId));
    t.app.services.matchmaking.invalidate();
    // Its profile was all that spoke for it: no longer a suggestion, and its page names nobody.
    expect(matchOf((await matchesOf(t.app, buyer)).body, notFull)).toBeUndefined();
    // Nor is it a company to wish to meet (no thanks stays possible).
    expect((await wish(t.app, buyer, { companyId: notFull.companyId, kind: "must" })).status).toBe(404);
    expect((await wish(t.app, buyer, { companyId: notFull.companyId, kind: "no" })).status).toBe(200);
  });

  it("lifts a mutual wish to the top; a one-sided wish on the caller changes nothing", async () => {
    const wisher = seller.wisher as Person;
    const before = matchOf((await matchesOf(t.app, buyer)).body, wisher);
    await wish(t.app, wisher, { companyId: buyer.companyId, kind: "must" });
    const after = matchOf((await matchesOf(t.app, buyer)).body, wisher);
    expect(after).toEqual(before);
    // The colleague returns the wish: now both companies wish to meet.
    await wish(t.app, colleague, { companyId: wisher.companyId, kind: "like" });
    const body = (await matchesOf(t.app, buyer)).body;
    expect(body.matches[0]).toMatchObject({
      target: { companyId: wisher.companyId },
      mutual: true,
      wish: null,
      reasons: ["You both wish to meet", `Sells ${brand}, which you are looking for`],
    });
    await wish(t.app, buyer, { companyId: (seller.partner as Person).companyId, kind: "must" });
    expect(matchOf((await matchesOf(t.app, buyer)).body, seller.partner as Person)?.wish).toBe("must");
  });

  it("is empty and off for a caller who turned possible matches off; refuses visitors and bad limits", async () => {
    await setMatchesDisabled(t.app, [colleague], true);
    expect((await matchesOf(t.app, colleague)).body).toEqual({ status: 200, enabled: false, matches: [] });
    await setMatchesDisabled(t.app, [colleague], false);
    expect((await matchesOf(t.app, undefined)).status).toBe(401);
    for (const limit of ["0", "101", "x"]) {
      const res = await call(t.app, buyer, "GET", `/api/matchmaking/matches?limit=${limit}`);
      expect([res.status, res.body.field], limit).toEqual([400, "limit"]);
    }
    expect((await matchesOf(t.app, buyer, 2)).body.matches).toHaveLength(2);
  });
});

describe("POST /api/misc/attendees with sort match", () => {
  it("puts a signed-in user's matches first, each row with its match; visitors get the name order", async () => {
    const res = await call(t.app, buyer, "POST", "/api/misc/attendees", { sort: "match" });
    expect(res.status).toBe(200);
    const rows = attendeesResponseSchema.parse(res.body).payload;
    const scores = rows.map((row) => row.match?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const top = rows[0];
    expect(top?.match?.reason).toBe("You both wish to meet");
    expect(rows.find((row) => row.id === seller.met?.companyId)?.match).toBeNull();
    const searched = await call(t.app, buyer, "POST", "/api/misc/attendees", {
      sort: "match",
      search: "Scheduler Test",
    });
    expect(searched.body.payload.length).toBeGreaterThan(0);
    expect(searched.body.payload.length).toBeLessThan(rows.length);
    const visitor = await call(t.app, undefined, "POST", "/api/misc/attendees", { sort: "match" });
    const byName = await call(t.app, undefined, "POST", "/api/misc/attendees", {});
    expect(visitor.body).toEqual(byName.body);
    expect(visitor.body.payload[0].match).toBeUndefined();
    const bad = await call(t.app, buyer, "POST", "/api/misc/attendees", { sort: "score" });
    expect([bad.status, bad.body.field]).toEqual([400, "sort"]);
  });
});

describe("a meeting requested from a suggestion", () => {
  it("is stored with its source; an ordinary request as a request", async () => {
    await setSchedulerSettings(t.app, { schedulerEnabled: true });
    const target = seller.both as Person;
    const suggested = await call(t.app, buyer, "POST", "/api/scheduler/meetings", {
      toId: target.id,
      timeslotId: SLOT.next,
      message: "",
      source: "suggestion",
    });
    expect(suggested.status).toBe(200);
    expect((await meetingRow(t.app, suggested.body.payload.meetingId)).source).toBe("suggestion");
    const plain = await requestMeeting(t.app, colleague, seller.cancelled as Person, SLOT.next + 1);
    expect(plain.status).toBe(200);
    expect((await meetingRow(t.app, plain.body.payload.meetingId)).source).toBe("request");
    const bad = await call(t.app, buyer, "POST", "/api/scheduler/meetings", {
      toId: target.id,
      timeslotId: SLOT.later,
      source: "schedule",
    });
    expect([bad.status, bad.body.field]).toEqual([400, "source"]);
  });
});
