import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../client.ts";
import { contacts } from "../schema/index.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./index.ts";
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
    const refused = await demoDataDecision(empty.db, production);
    expect(refused).toMatchObject({
      action: "refuse",
      reason: expect.stringContaining("ALLOW_DEMO_DATA=true"),
    });
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
