import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { contacts } from "../schema/index.ts";
import { DEMO_ACCOUNTS } from "./accounts.ts";
import { demoClockStart } from "./demo-clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo clock", () => {
  it("starts half an hour before the demo's first meeting slot once its meeting days have passed", async () => {
    // The demo's first slot: Thursday 6 November 2025, 10:00 in Dublin (10:00 UTC).
    expect(await demoClockStart(t.app.db, new Date("2026-11-27T09:00:00Z"))).toBe("2025-11-06T09:30:00.000Z");
  });

  it("is not needed while the meeting days lie ahead or are under way", async () => {
    expect(await demoClockStart(t.app.db, new Date("2025-11-01T09:00:00Z"))).toBeNull();
    expect(await demoClockStart(t.app.db, new Date("2025-11-07T12:00:00Z"))).toBeNull();
  });

  it("is never set for an event whose demo accounts cannot sign in (a live one)", async () => {
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    const kept = await t.app.db
      .select({ id: contacts.id, hash: contacts.passwordHash })
      .from(contacts)
      .where(inArray(contacts.email, emails));
    await t.app.db.update(contacts).set({ passwordHash: null }).where(inArray(contacts.email, emails));
    try {
      expect(await demoClockStart(t.app.db, new Date("2026-11-27T09:00:00Z"))).toBeNull();
    } finally {
      for (const row of kept)
        await t.app.db
          .update(contacts)
          .set({ passwordHash: row.hash })
          .where(inArray(contacts.id, [row.id]));
    }
  });
});
