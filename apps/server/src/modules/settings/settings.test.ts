import { allSettingsResponseSchema, countriesResponseSchema } from "@ebm/shared/schemas/misc";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

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
