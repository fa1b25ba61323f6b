import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../client.ts";
import { categories, contacts, countries, editions, eventSettings, timeslots } from "../schema/index.ts";
import { COUNTRY_SEEDS } from "./data/countries.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./index.ts";
import { hasOrganiser, prepareInstallation, TO_BE_ANNOUNCED } from "./installation.ts";
import { demoDataDecision } from "./production-guard.ts";

const production = { NODE_ENV: "production", ALLOW_DEMO_DATA: false };
const demo = { NODE_ENV: "production", ALLOW_DEMO_DATA: true };
const development = { NODE_ENV: "development", ALLOW_DEMO_DATA: false };

let empty: DbHandle;
let seeded: DbHandle;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), "ebm-guard-"));
  empty = await openDatabase({ dataDir: ":memory:" });
  seeded = await openDatabase({ dataDir: ":memory:" });
  await seedDemoData(seeded.db, { uploadsDir, size: "small" });
});
afterAll(async () => {
  await Promise.all([empty.close(), seeded.close()]);
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe("the demo data at start", () => {
  it("is loaded into an empty database in development, and in production only when allowed", async () => {
    expect(await demoDataDecision(empty.db, development)).toEqual({ action: "seed" });
    expect(await demoDataDecision(empty.db, demo)).toEqual({ action: "seed" });
    // A production start prepares an empty database for an event of one's own instead.
    expect(await demoDataDecision(empty.db, production)).toEqual({ action: "install" });
  });

  it("prepares an empty database once: reference data and a first edition to set up, no demo", async () => {
    const fresh = await openDatabase({ dataDir: ":memory:" });
    try {
      const now = new Date("2026-11-27T12:00:00Z");
      expect(await prepareInstallation(fresh.db, now)).toBe(true);
      expect(await prepareInstallation(fresh.db, now)).toBe(false);
      const [edition, ...others] = await fresh.db.select().from(editions);
      expect(others).toEqual([]);
      expect(edition).toMatchObject({
        isCurrent: true,
        city: TO_BE_ANNOUNCED,
        dateStart: "2027-11-27",
        dateEnd: "2027-11-29",
        timezone: "Europe/Dublin",
        memberPriceCents: 0,
      });
      expect(edition?.startsAtUtc.toISOString()).toBe("2027-11-27T09:00:00.000Z");
      const [settings] = await fresh.db.select().from(eventSettings);
      expect(settings).toMatchObject({ editionId: edition?.id, registrationOpen: false });
      expect((await fresh.db.select().from(countries)).length).toBe(COUNTRY_SEEDS.length);
      expect((await fresh.db.select().from(categories)).length).toBe(9);
      expect(await fresh.db.select().from(contacts)).toEqual([]);
      expect(await fresh.db.select().from(timeslots)).toEqual([]);
      expect(await hasOrganiser(fresh.db)).toBe(false);
      // The next start goes on, with nothing to refuse: no demo account exists.
      expect(await demoDataDecision(fresh.db, production)).toEqual({ action: "start" });
    } finally {
      await fresh.close();
    }
  });

  it("stops a production start while the demo accounts sign in with the published password", async () => {
    expect(await demoDataDecision(seeded.db, development)).toEqual({ action: "start" });
    expect(await demoDataDecision(seeded.db, demo)).toEqual({ action: "start" });
    expect(await demoDataDecision(seeded.db, production)).toMatchObject({
      action: "refuse",
      reason: expect.stringContaining("demo accounts"),
    });

    // Without their passwords the demo accounts can no longer sign in: the start goes on.
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    await seeded.db.update(contacts).set({ passwordHash: null }).where(inArray(contacts.email, emails));
    expect(await demoDataDecision(seeded.db, production)).toEqual({ action: "start" });
  });
});
