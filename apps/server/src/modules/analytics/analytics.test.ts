import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, signIn, type TestApp } from "../../test/app.ts";
import { deviceClass } from "./analytics.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

describe("what a counted visit keeps", () => {
  const log = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/register/logEvent", payload, headers });
  it("keeps the kind of device, never the browser's full user agent", async () => {
    const agent =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
    expect(
      (await log({ event: "page_view", page: "/device-check" }, { "user-agent": agent })).statusCode,
    ).toBe(200);
    const rows = await t.app.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.page, "/device-check"));
    expect(rows.map((row) => [row.userAgent, row.contactId])).toEqual([["phone", null]]);
    expect(deviceClass(undefined)).toBeNull();
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148")).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36")).toBe("desktop");
  });
});
