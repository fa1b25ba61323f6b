import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bannerClicks, banners } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";

let t: TestApp;
let adId: number;
beforeAll(async () => {
  t = await createTestApp();
  adId = first(
    await t.app.db
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.isAd, true), eq(banners.active, true)))
      .limit(1),
  ).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(bannerClicks);
});

const click = (from: { address?: string; userAgent?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: "GET",
    url: `/api/misc/randomBanners/${adId}/incrementNumClicked`,
    remoteAddress: from.address ?? "198.51.100.7",
    headers: { "user-agent": from.userAgent ?? "Browser/1.0", ...from.headers },
  });

const clicksCounted = async () =>
  first(await t.app.db.select({ n: banners.numClicked }).from(banners).where(eq(banners.id, adId))).n;

/** Moves every counted click one hour back, as if the clock had moved on by an hour since. */
const anHourPasses = () =>
  t.app.db.update(bannerClicks).set({ hourStartUtc: sql`${bannerClicks.hourStartUtc} - interval '1 hour'` });

describe("GET /api/misc/randomBanners/{id}/incrementNumClicked", () => {
  it("counts a visitor's clicks on a banner once an hour, and answers a repeat the same", async () => {
    const before = await clicksCounted();
    const firstClick = await click();
    const repeat = await click();
    expect(firstClick.json()).toEqual({ status: 200 });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ status: 200 });
    expect(await clicksCounted()).toBe(before + 1);

    await anHourPasses();
    await click();
    expect(await clicksCounted()).toBe(before + 2);
    await click();
    expect(await clicksCounted()).toBe(before + 2);
  });

  it("counts once when the same visitor's clicks arrive at the same time", async () => {
    const before = await clicksCounted();
    const answers = await Promise.all(Array.from({ length: 10 }, () => click({ address: "192.0.2.44" })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await clicksCounted()).toBe(before + 1);
  });

  it("counts another address as another visitor, but not another browser name or IPv6 address of the same client", async () => {
    const before = await clicksCounted();
    await click({ address: "198.51.100.7" });
    await click({ address: "203.0.113.20" });
    // A client can send a new browser name with every click, and holds a whole IPv6 /64.
    for (const userAgent of ["OtherBrowser/2.0", "Bot/1", "Bot/2"])
      await click({ address: "198.51.100.7", userAgent });
    await click({ address: "2001:db8:7:7::1" });
    await click({ address: "2001:db8:7:7::2" });
    await click({ address: "2001:db8:7:7:ffff:1:2:3" });
    expect(await clicksCounted()).toBe(before + 3);
  });

  it("knows a signed-in user by the account, wherever the clicks come from", async () => {
    const { headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    const before = await clicksCounted();
    await click({ address: "198.51.100.7", headers });
    await click({ address: "203.0.113.20", userAgent: "Phone/3.0", headers });
    expect(await clicksCounted()).toBe(before + 1);
    // Signed out on the same machine, the visitor is the address again.
    await click({ address: "198.51.100.7" });
    expect(await clicksCounted()).toBe(before + 2);
  });

  it("keeps no address in the table", async () => {
    await click({ address: "198.51.100.7" });
    const [row] = await t.app.db.select().from(bannerClicks);
    expect(row?.visitorKey).toMatch(/^a:[\w-]{43}$/);
    expect(row?.visitorKey).not.toContain("198.51.100.7");
  });

  it("refuses a banner that counts no clicks, also on a repeat", async () => {
    const [plain] = await t.app.db.select().from(banners).where(eq(banners.isAd, false)).limit(1);
    const ids = [999_999, ...(plain ? [plain.id] : [])];
    for (const id of ids) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: "GET",
          url: `/api/misc/randomBanners/${id}/incrementNumClicked`,
        });
        expect(res.statusCode).toBe(404);
      }
    }
    expect(await t.app.db.select().from(bannerClicks)).toEqual([]);
  });
});

describe("purging banner clicks", () => {
  it("forgets the clicks of past hours and keeps those of this hour", async () => {
    await click({ address: "198.51.100.7" });
    await anHourPasses();
    await click({ address: "203.0.113.20" });
    await t.app.services.banners.purgePastBannerClicks();
    const left = await t.app.db.select().from(bannerClicks);
    expect(left).toHaveLength(1);
    const before = await clicksCounted();
    await click({ address: "203.0.113.20" });
    expect(await clicksCounted()).toBe(before);
  });
});
