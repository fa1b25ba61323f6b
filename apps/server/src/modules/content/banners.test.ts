import { bannersResponseSchema } from "@ebm/shared/schemas/misc";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("banners", () => {
  it("returns at most four active banners in a random order", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const body = bannersResponseSchema.parse((await get("/api/misc/randomBanners")).json());
      expect(body.payload.length).toBeGreaterThan(0);
      expect(body.payload.length).toBeLessThanOrEqual(4);
      seen.add(body.payload.map((b) => b.id).join(","));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it("counts clicks on an ad banner and refuses bad ids", async () => {
    const [ad] = await t.app.db.select().from(banners).where(eq(banners.isAd, true)).limit(1);
    if (!ad) throw new Error("the demo data has no ad banner");
    const res = await get(`/api/misc/randomBanners/${ad.id}/incrementNumClicked`);
    expect(res.json()).toEqual({ status: 200 });
    const [after] = await t.app.db.select().from(banners).where(eq(banners.id, ad.id));
    expect(after?.numClicked).toBe(ad.numClicked + 1);

    const bad = await get("/api/misc/randomBanners/abc/incrementNumClicked");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, field: "id" });
    expect((await get("/api/misc/randomBanners/999999/incrementNumClicked")).statusCode).toBe(404);
    const huge = await get("/api/misc/randomBanners/99999999999/incrementNumClicked");
    expect(huge.statusCode).toBe(400);
    expect(huge.json().field).toBe("id");
  });
});
