import {
  allSettingsResponseSchema,
  bannersResponseSchema,
  countriesResponseSchema,
} from "@ebm/shared/schemas/misc";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, banners } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, signIn, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("GET /api/misc/allSettings", () => {
  it("returns the settings and the current edition's facts", async () => {
    const res = await get("/api/misc/allSettings");
    expect(res.statusCode).toBe(200);
    const body = allSettingsResponseSchema.parse(res.json());
    expect(body.status).toBe(200);
    expect(body.payload.event).toMatchObject({
      edition: 21,
      city: "Dublin",
      dateStart: "2025-11-05",
      dateEnd: "2025-11-07",
      registrationOpen: false,
      tradersCount: 1000,
      startsAtUtc: "2025-11-05T15:00:00.000Z",
      // Part 1 §9: EUR 995 per member attendee, EUR 1670 for a non-member's first (with EUR 675 of
      // membership), EUR 100 per attendee to charity.
      prices: {
        currency: "EUR",
        memberCents: 99_500,
        nonMemberFirstCents: 167_000,
        membershipCents: 67_500,
        charityPerAttendeeCents: 10_000,
      },
    });
    expect(body.payload.event.countriesCount).toBeGreaterThanOrEqual(40);
    expect(body.payload.mainpage_text.length).toBeGreaterThan(50);
    expect(body.payload.schedulerEnabled).toBe(true);
  });
});

describe("GET /api/misc/countriesAll", () => {
  it("lists 40+ countries with the reverse-charge flag", async () => {
    const body = countriesResponseSchema.parse((await get("/api/misc/countriesAll")).json());
    expect(body.payload.length).toBeGreaterThanOrEqual(40);
    const byName = new Map(body.payload.map((c) => [c.country, c]));
    expect(byName.get("Netherlands")?.reverse_charge).toBe(false);
    expect(byName.get("Germany")?.reverse_charge).toBe(true);
    expect(byName.get("United States")?.reverse_charge ?? byName.get("USA")?.reverse_charge).toBe(false);
  });
});

describe("banners", () => {
  it("returns at most four active banners in a random order", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const body = bannersResponseSchema.parse((await get("/api/misc/randomBanners")).json());
      expect(body.payload.length).toBeGreaterThan(0);
      expect(body.payload.length).toBeLessThanOrEqual(4);
      seen.add(body.payload.map((b) => b.id).join(","));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it("counts clicks on an ad banner and refuses bad ids", async () => {
    const [ad] = await t.app.db.select().from(banners).where(eq(banners.isAd, true)).limit(1);
    if (!ad) throw new Error("the demo data has no ad banner");
    const res = await get(`/api/misc/randomBanners/${ad.id}/incrementNumClicked`);
    expect(res.json()).toEqual({ status: 200 });
    const [after] = await t.app.db.select().from(banners).where(eq(banners.id, ad.id));
    expect(after?.numClicked).toBe(ad.numClicked + 1);

    const bad = await get("/api/misc/randomBanners/abc/incrementNumClicked");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, field: "id" });
    expect((await get("/api/misc/randomBanners/999999/incrementNumClicked")).statusCode).toBe(404);
    const huge = await get("/api/misc/randomBanners/99999999999/incrementNumClicked");
    expect(huge.statusCode).toBe(400);
    expect(huge.json().field).toBe("id");
  });
});

describe("POST /api/register/logEvent", () => {
  const log = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/register/logEvent", payload: payload as object, headers });

  it("stores an event with the signed-in user, not the one the client claims", async () => {
    const { user, headers } = await signIn(t.app, "anna.schmidt@demo.ebm.example", DEMO_PASSWORD);
    const res = await log({ event: "page_view", page: "/program", userId: user.id + 100 }, headers);
    expect(res.json()).toEqual({ status: 200 });
    const rows = await t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.page, "/program"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contactId).toBe(user.id);
  });

  it("skips the staff accounts of the settings", async () => {
    const { headers } = await signIn(t.app, "organiser@demo.ebm.example", DEMO_PASSWORD);
    await log({ event: "page_view", page: "/staff-only" }, headers);
    const rows = await t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.page, "/staff-only"));
    expect(rows).toHaveLength(0);
  });

  it("rejects an event without a name with a 400 naming the field", async () => {
    const res = await log({ page: "/" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: "event" });
  });

  it("rejects text the database cannot store and oversized data with a 400", async () => {
    const nul = await log({ event: "page_view", page: "/a\u0000b" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().field).toBe("page");
    const nulInData = await log({ event: "page_view", data: { note: "x\u0000y" } });
    expect(nulInData.statusCode).toBe(400);
    expect(nulInData.json().field).toBe("data");
    const big = await log({ event: "page_view", data: { blob: "x".repeat(5000) } });
    expect(big.statusCode).toBe(400);
    expect(big.json().field).toBe("data");
  });
});
