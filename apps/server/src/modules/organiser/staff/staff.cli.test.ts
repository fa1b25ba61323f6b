import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../../test/app.ts";
import { createOrganiser, setStaffRole } from "./staff.cli.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const organiserCall = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/organiser/audit", headers });
const deskCall = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/api/organiser/checkin/stats", headers });

describe("giving a staff role from the command line (npm run make-organiser)", () => {
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

    // Desk staff: the check-in desk, nothing else of the console.
    await setStaffRole(t.app.db, DEMO.lars, "desk");
    expect((await organiserCall(headers)).statusCode).toBe(403);
    expect((await deskCall(headers)).statusCode).toBe(200);

    await setStaffRole(t.app.db, DEMO.lars, "attendee");
    expect((await organiserCall(headers)).statusCode).toBe(403);
    expect((await deskCall(headers)).statusCode).toBe(403);
  });

  it("never puts a new organiser into an attending company that has the organisers' company name", async () => {
    const { companies, contacts } = await import("../../../db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    const name = `Organisers ${Date.now()}`;
    const [registered] = await t.app.db
      .insert(companies)
      .values({ name, username: `registered-${Date.now()}`, countryId: 1 })
      .returning({ id: companies.id });
    await t.app.db.insert(contacts).values({
      companyId: registered?.id ?? 0,
      name: "Attending Person",
      email: `attending.${Date.now()}@example.org`,
    });
    const made = await createOrganiser(t.app.db, {
      email: `second.organiser.${Date.now()}@example.org`,
      name: "Niamh Kelly",
      companyName: name,
      countryIso2: "IE",
    });
    const [organiser] = await t.app.db
      .select({ companyId: contacts.companyId })
      .from(contacts)
      .where(eq(contacts.id, made.id));
    expect(organiser?.companyId).not.toBe(registered?.id);
  });

  it("answers undefined for an address no account has", async () => {
    expect(await setStaffRole(t.app.db, "nobody@nowhere.example", "organiser")).toBeUndefined();
  });

  it("creates a new organiser whose one-time link sets the password, and who then runs the console", async () => {
    const email = `first.organiser.${Date.now()}@example.org`;
    const made = await createOrganiser(t.app.db, {
      email: email.toUpperCase(),
      name: "Fiona Byrne",
      companyName: `Organisers ${Date.now()}`,
      countryIso2: "ie",
    });
    const password = "Harbour-Lights-2026!";
    const set = await t.app.inject({
      method: "POST",
      url: "/api/companies/resetPasswordWithToken",
      payload: { token: made.token, password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { headers } = await signIn(t.app, email, password);
    expect((await organiserCall(headers)).statusCode).toBe(200);
    const [entry] = (await organiserCall(headers))
      .json()
      .payload.items.filter((item: { objectId: string }) => item.objectId === String(made.id));
    expect(entry).toMatchObject({ action: "staff.grant", actorName: "npm run make-organiser" });

    // The link works once.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/companies/resetPasswordWithToken",
      payload: { token: made.token, password: "Another-Harbour-2026!" },
    });
    expect(again.statusCode).not.toBe(200);
  });
});
