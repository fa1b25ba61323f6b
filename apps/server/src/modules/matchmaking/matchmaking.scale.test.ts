import { TRADE_CONDITIONS, TRADE_REGION_IDS } from "@ebm/shared/matchmaking";
import { matchesResponseSchema } from "@ebm/shared/schemas/matchmaking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  companyCategories,
  companyTrade,
  contacts,
  countries,
  editionContacts,
} from "../../db/schema/index.ts";
import { Rng } from "../../db/seed/random.ts";
import { createTestApp, first, type TestApp } from "../../test/app.ts";
import { makeCompany, matchesOf, type Person, setTrade } from "./matchmaking.test-kit.ts";

/** Attending companies added to the demo's, each with one person and, for most, a trade profile. */
const GENERATED = 600;
const BRANDS = ["Cisco", "HPE", "Dell", "Lenovo", "HP", "IBM", "Juniper", "Apple", "Samsung", "Zebra"];

let t: TestApp;
let buyer: Person;

beforeAll(async () => {
  t = await createTestApp();
  const rng = new Rng(600);
  const { edition } = await t.app.services.settings.current();
  const country = first(await t.app.db.select({ id: countries.id }).from(countries).limit(1));
  const made = await t.app.db
    .insert(companies)
    .values(
      Array.from({ length: GENERATED }, (_, i) => ({
        name: `Generated Trader ${i}`,
        username: `generated-trader-${i}`,
        countryId: country.id,
        status: 3,
        tradingType: rng.pick(["used", "new"] as const),
      })),
    )
    .returning({ id: companies.id });
  const people = await t.app.db
    .insert(contacts)
    .values(
      made.map((c) => ({
        companyId: c.id,
        name: `Trader ${c.id}`,
        email: `trader.${c.id}@generated.example`,
      })),
    )
    .returning({ id: contacts.id });
  await t.app.db
    .insert(editionContacts)
    .values(people.map((p) => ({ editionId: edition.id, contactId: p.id })));
  await t.app.db
    .insert(companyCategories)
    .values(
      made.flatMap((c) =>
        rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], 2).map((categoryId) => ({ companyId: c.id, categoryId })),
      ),
    );
  const side = () => ({
    categories: rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], rng.int(1, 3)),
    brands: rng.sample(BRANDS, rng.int(0, 3)),
    conditions: rng.sample(TRADE_CONDITIONS, rng.int(0, 2)),
    regions: rng.sample(TRADE_REGION_IDS, rng.int(0, 2)),
  });
  await t.app.db
    .insert(companyTrade)
    .values(
      made
        .filter(() => rng.chance(0.8))
        .map((c) => ({ companyId: c.id, lookingFor: side(), offering: side() })),
    );
  [buyer] = (await makeCompany(t.app)) as [Person];
  await setTrade(t.app, buyer, {
    lookingFor: { categories: [3], brands: ["Cisco"] },
    offering: { categories: [1] },
  });
});
afterAll(() => t?.close());

describe("possible matches among 600 companies", () => {
  it("answers well under 100 ms once the companies are read", async () => {
    const cold = await matchesOf(t.app, buyer, 20);
    expect(matchesResponseSchema.parse(cold.body).matches).toHaveLength(20);
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const res = await matchesOf(t.app, buyer, 20);
      times.push(performance.now() - started);
      expect(res.status).toBe(200);
    }
    const median = times.sort((a, b) => a - b)[3] ?? Number.POSITIVE_INFINITY;
    expect(median).toBeLessThan(100);
  });
});
