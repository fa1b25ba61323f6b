import { setupResponseSchema } from "@ebm/shared/schemas/organiser-overview";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../../test/app.ts";
import { createOrganiser } from "../staff/staff.cli.ts";

/** The set-up's steps by key: whether each is done. */
async function steps(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({ method: "GET", url: "/api/organiser/setup", headers });
  expect(res.statusCode, res.body).toBe(200);
  const payload = setupResponseSchema.parse(res.json()).payload;
  return { ...payload, done: Object.fromEntries(payload.steps.map((step) => [step.key, step.done])) };
}

describe("the console's set-up of a new installation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { data: "installation" });
  });
  afterAll(() => t.close());

  it("starts with nothing set, and counts each step as the organiser does it", async () => {
    const email = `first.${Date.now()}@organisers.example`;
    const made = await createOrganiser(t.app.db, {
      email,
      name: "Fiona Byrne",
      companyName: "Organisers",
      countryIso2: "IE",
    });
    const password = "Harbour-Lights-2026!";
    const set = await t.app.inject({
      method: "POST",
      url: "/api/companies/resetPasswordWithToken",
      payload: { token: made.token, password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { headers } = await signIn(t.app, email, password);

    const before = await steps(t, headers);
    expect(before.complete).toBe(false);
    expect(before.done).toEqual({
      edition: false,
      prices: false,
      meetingDays: false,
      program: false,
      sponsors: false,
      // The organisers' own company is staff, not people who register.
      people: false,
      registration: false,
    });
    expect(before.steps.find((step) => step.key === "edition")?.detail).toMatch(/to be announced/);

    // The edition's place, days and prices, through the console's editions call.
    const edition = await t.app.inject({
      method: "GET",
      url: `/api/organiser/editions/${before.editionId}`,
      headers,
    });
    expect(edition.statusCode, edition.body).toBe(200);
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/organiser/editions/${before.editionId}`,
      headers,
      payload: {
        ...edition.json().payload,
        name: "2027 Porto",
        city: "Porto",
        venue: "Douro Riverside Centre",
        timezone: "Europe/Lisbon",
        memberPriceCents: 95_000,
        nonMemberFirstPriceCents: 165_000,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const open = await t.app.inject({
      method: "POST",
      url: "/api/organiser/registration",
      headers,
      payload: { open: true },
    });
    expect(open.statusCode, open.body).toBe(200);

    const after = await steps(t, headers);
    expect(after.editionName).toBe("2027 Porto");
    expect(after.done).toMatchObject({ edition: true, prices: true, registration: true, meetingDays: false });
    expect(after.steps.find((step) => step.key === "prices")?.detail).toBe(
      "Members €950.00, non-members €1,650.00 per attendee",
    );
    // Meeting days and the program are still missing: not complete.
    expect(after.complete).toBe(false);
    // The public site shows the new edition's facts.
    const site = (await t.app.inject({ method: "GET", url: "/api/misc/allSettings" })).json().payload;
    expect(JSON.stringify(site)).toContain("Douro Riverside Centre");
  });
});

describe("the console's set-up of the demo edition", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has every step done but the registration, and is complete once registration opens; staff only", async () => {
    const { headers } = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const demo = await steps(t, headers);
    expect(demo.done).toEqual({
      edition: true,
      prices: true,
      meetingDays: true,
      program: true,
      sponsors: true,
      people: true,
      registration: false,
    });
    expect(demo.complete).toBe(false);
    expect(demo.steps.find((step) => step.key === "meetingDays")?.detail).toMatch(
      /^2 days, \d+ timeslots, \d+ tables on the floor$/,
    );

    await t.app.inject({
      method: "POST",
      url: "/api/organiser/registration",
      headers,
      payload: { open: true },
    });
    expect((await steps(t, headers)).complete).toBe(true);
    await t.app.inject({
      method: "POST",
      url: "/api/organiser/registration",
      headers,
      payload: { open: false },
    });

    expect((await t.app.inject({ method: "GET", url: "/api/organiser/setup" })).statusCode).toBe(401);
    const anna = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/organiser/setup", headers: anna.headers })).statusCode,
    ).toBe(403);
  });
});
