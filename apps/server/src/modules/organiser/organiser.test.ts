import { allSettingsResponseSchema } from "@ebm/shared/schemas/misc";
import { registrationOpenResponseSchema } from "@ebm/shared/schemas/register";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";
import { registerTestKit } from "../register/register.test-kit.ts";

const { post, expectError } = registerTestKit(() => t);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/organiser/registration", () => {
  it("needs organiser staff: 401 signed out, 403 for an attendee", async () => {
    expectError(await post("/api/organiser/registration", { open: true }), 401);
    const { headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    expectError(await post("/api/organiser/registration", { open: true }, headers), 403);
  });

  it("opens and closes registration, and allSettings shows it at once", async () => {
    const settings = async () =>
      allSettingsResponseSchema.parse((await t.app.inject({ url: "/api/misc/allSettings" })).json()).payload
        .event.registrationOpen;
    expect(await settings()).toBe(false);
    const { headers } = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const res = await post("/api/organiser/registration", { open: true }, headers);
    expect(registrationOpenResponseSchema.parse(res.json())).toEqual({
      status: 200,
      payload: { registrationOpen: true },
    });
    expect(await settings()).toBe(true);
    await post("/api/organiser/registration", { open: false }, headers);
    expect(await settings()).toBe(false);
  });
});
