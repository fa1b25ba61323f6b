import { matchesResponseSchema, wishesResponseSchema } from "@ebm/shared/schemas/matchmaking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";

let t: TestApp;
let anna: Awaited<ReturnType<typeof signIn>>;
let erik: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp();
  anna = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
  erik = await signIn(t.app, "erik.lindqvist@demo.ebm.example", DEMO_PASSWORD);
});
afterAll(() => t?.close());

describe("the demo's possible matches and wishes", () => {
  it("suggests Nordic Refurb to Anna first, as a mutual wish, with more matches below", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/matchmaking/matches", headers: anna.headers });
    const body = matchesResponseSchema.parse(res.json());
    expect(body.enabled).toBe(true);
    expect(body.matches[0]).toMatchObject({
      target: { companyId: erik.user.companyId, contactId: erik.user.id, contactName: "Erik Lindqvist" },
      mutual: true,
      wish: "like",
    });
    expect(body.matches[0]?.reasons).toContain("You both wish to meet");
    expect(body.matches[0]?.reasons).toContain("Sells Lenovo, which you are looking for");
    expect(body.matches.length).toBeGreaterThan(3);
  });

  it("shows the mutual wish on both wish lists", async () => {
    for (const [who, other] of [
      [anna, erik],
      [erik, anna],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: "/api/matchmaking/wishes", headers: who.headers });
      const body = wishesResponseSchema.parse(res.json());
      expect(body.mutual.map((m) => m.companyId)).toContain(other.user.companyId);
    }
  });
});
