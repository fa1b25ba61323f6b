import { allSettingsResponseSchema } from "@ebm/shared/schemas/misc";
import { registrationOpenResponseSchema } from "@ebm/shared/schemas/register";
import { describe, expect, it } from "vitest";
import { registerTestKit } from "../register/register.test-kit.ts";
import { organiserTestKit } from "./organiser.test-kit.ts";

const t = organiserTestKit();
const { post, expectError } = registerTestKit(() => t.testApp);

describe("POST /api/organiser/registration", () => {
  it("needs organiser staff: 401 signed out, 403 for an attendee", async () => {
    expectError(await post("/api/organiser/registration", { open: true }), 401);
    const { headers } = await t.attendee();
    expectError(await post("/api/organiser/registration", { open: true }, headers), 403);
  });

  it("opens and closes registration, and allSettings shows it at once", async () => {
    const settings = async () =>
      allSettingsResponseSchema.parse((await t.app.inject({ url: "/api/misc/allSettings" })).json()).payload
        .event.registrationOpen;
    expect(await settings()).toBe(false);
    const { headers } = t.organiser;
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
