import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";
import { setStaffRole } from "./staff.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const organiserCall = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/organiser/audit", headers });

describe("making an account organiser staff (npm run make-organiser)", () => {
  it("marks the account in the database: its next request may use the console, and the audit log says so", async () => {
    const { headers } = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    expect((await organiserCall(headers)).statusCode).toBe(403);

    const made = await setStaffRole(t.app.db, DEMO.lars.toUpperCase(), "organiser");
    expect(made).toMatchObject({ role: "organiser", changed: true });
    expect((await organiserCall(headers)).statusCode).toBe(200);
    expect(await setStaffRole(t.app.db, DEMO.lars, "organiser")).toMatchObject({ changed: false });

    const entries = (await organiserCall(headers)).json().payload.items;
    expect(entries[0]).toMatchObject({
      action: "staff.grant",
      objectType: "contact",
      actorId: null,
      actorName: "npm run make-organiser",
      before: { role: "attendee" },
      after: { role: "organiser" },
    });

    await setStaffRole(t.app.db, DEMO.lars, "attendee");
    expect((await organiserCall(headers)).statusCode).toBe(403);
  });

  it("answers undefined for an address no account has", async () => {
    expect(await setStaffRole(t.app.db, "nobody@nowhere.example", "organiser")).toBeUndefined();
  });
});
