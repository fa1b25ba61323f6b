import { WISH_CHANGES_PER_DAY } from "@ebm/shared/matchmaking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { call, makeCompany, type Person } from "./matchmaking.test-kit.ts";

/**
 * A mutual wish shows at once, so the wishes one makes in a day are counted: nobody reads who
 * wishes to meet them by wishing every company in turn. The class budget is raised here so that
 * the day's count is what refuses.
 */
let t: TestApp;
let anna: Person;
let bert: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: "20" });
  [anna] = (await makeCompany(t.app)) as [Person];
  [bert] = (await makeCompany(t.app)) as [Person];
});
afterAll(() => t.close());

describe("the wishes of a day", () => {
  it(`takes ${WISH_CHANGES_PER_DAY} wishes made or changed a day, then 429 with Retry-After`, async () => {
    for (let i = 0; i < WISH_CHANGES_PER_DAY; i++) {
      const res = await call(t.app, anna, "PUT", "/api/matchmaking/wishes", {
        companyId: bert.companyId,
        kind: i % 2 === 0 ? "must" : "like",
      });
      expect(res.status, String(i)).toBe(200);
    }
    const over = await t.app.inject({
      method: "PUT",
      url: "/api/matchmaking/wishes",
      headers: anna.headers,
      payload: { companyId: bert.companyId, kind: "no" },
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3600);
    // Another person's day is their own.
    expect(
      (await call(t.app, bert, "PUT", "/api/matchmaking/wishes", { companyId: anna.companyId, kind: "like" }))
        .status,
    ).toBe(200);
  });
});
