import { WISHES_MAX } from "@ebm/shared/matchmaking";
import { tradeResponseSchema, wishesResponseSchema } from "@ebm/shared/schemas/matchmaking";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, countries, wishes } from "../../db/schema/index.ts";
import { createTestApp, first, type TestApp } from "../../test/app.ts";
import { call, makeCompany, type Person, setTrade, uniqueBrand, wish } from "./matchmaking.test-kit.ts";

let t: TestApp;
/** Two people of one company, and three other companies: buyer's, seller's and one that does not attend. */
let anna: Person;
let annasColleague: Person;
let bert: Person;
let carla: Person;
let absent: Person;

const wishesOf = async (who: Person | undefined) => call(t.app, who, "GET", "/api/matchmaking/wishes");
const unwish = (who: Person, companyId: number | string) =>
  t.app.inject({ method: "DELETE", url: `/api/matchmaking/wishes/${companyId}`, headers: who.headers });

beforeAll(async () => {
  t = await createTestApp();
  [anna, annasColleague] = (await makeCompany(t.app, { people: 2 })) as [Person, Person];
  [bert] = (await makeCompany(t.app)) as [Person];
  [carla] = (await makeCompany(t.app)) as [Person];
  [absent] = (await makeCompany(t.app, { attending: false })) as [Person];
});
afterAll(() => t?.close());

describe("the trade profile", () => {
  it("is saved for the caller's own company and read by a colleague; a company without one has empty lists", async () => {
    const brand = uniqueBrand();
    const saved = await setTrade(t.app, anna, {
      lookingFor: { categories: [3], brands: [brand], conditions: ["used"], regions: ["north"] },
      offering: { categories: [1] },
    });
    expect(tradeResponseSchema.parse(saved).companyId).toBe(anna.companyId);
    const read = await call(t.app, annasColleague, "GET", `/api/matchmaking/trade/${anna.companyId}`);
    expect(read.status).toBe(200);
    expect(tradeResponseSchema.parse(read.body).trade).toEqual({
      lookingFor: { categories: [3], brands: [brand], conditions: ["used"], regions: ["north"] },
      offering: { categories: [1], brands: [], conditions: [], regions: [] },
    });
    const other = await call(t.app, bert, "GET", `/api/matchmaking/trade/${anna.companyId}`);
    expect(other.body.trade.lookingFor.brands).toEqual([brand]);
    const empty = await call(t.app, anna, "GET", `/api/matchmaking/trade/${carla.companyId}`);
    expect(empty.body.trade.offering).toEqual({ categories: [], brands: [], conditions: [], regions: [] });
  });

  it("is 404 for a company that does not attend, and for an unknown one", async () => {
    expect((await call(t.app, anna, "GET", `/api/matchmaking/trade/${absent.companyId}`)).status).toBe(404);
    expect((await call(t.app, anna, "GET", "/api/matchmaking/trade/99999999")).status).toBe(404);
  });

  it("refuses visitors", async () => {
    expect((await call(t.app, undefined, "GET", `/api/matchmaking/trade/${anna.companyId}`)).status).toBe(
      401,
    );
    const put = await call(t.app, undefined, "PUT", "/api/matchmaking/trade", {});
    expect(put.status).toBe(401);
  });

  it("names the field of bad input", async () => {
    const empty = { categories: [], brands: [], conditions: [], regions: [] };
    const bad = [
      [{ lookingFor: { ...empty, categories: [12] }, offering: empty }, "lookingFor.categories.0"],
      [{ lookingFor: { ...empty, categories: [1, 1] }, offering: empty }, "lookingFor.categories"],
      [{ lookingFor: empty, offering: { ...empty, brands: ["x".repeat(41)] } }, "offering.brands.0"],
      [{ lookingFor: empty, offering: { ...empty, conditions: ["broken"] } }, "offering.conditions.0"],
      [{ lookingFor: empty, offering: { ...empty, regions: ["moon"] } }, "offering.regions.0"],
      [{ lookingFor: empty }, "offering"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(t.app, anna, "PUT", "/api/matchmaking/trade", body);
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await call(t.app, anna, "GET", "/api/matchmaking/trade/abc")).body.field).toBe("companyId");
  });
});

describe("the wish list", () => {
  it("keeps the caller's wishes only; a one-sided wish on the caller's company is never shown", async () => {
    const made = await wish(t.app, anna, { companyId: bert.companyId, kind: "must" });
    expect(made.status).toBe(200);
    const list = wishesResponseSchema.parse(made.body);
    expect(list.wishes).toEqual([
      {
        target: {
          companyId: bert.companyId,
          companyName: expect.any(String),
          country: expect.any(String),
          contactId: null,
          contactName: null,
        },
        kind: "must",
        mutual: false,
        updatedAt: expect.any(String),
      },
    ]);
    // Bert's company is wished for, but neither Bert nor Anna's colleague sees Anna's wish.
    for (const other of [bert, annasColleague]) {
      const seen = wishesResponseSchema.parse((await wishesOf(other)).body);
      expect(seen).toEqual({ status: 200, wishes: [], mutual: [] });
    }
  });

  it("shows a mutual wish to both companies, colleagues included", async () => {
    await wish(t.app, anna, { companyId: bert.companyId, kind: "must" });
    const answer = await wish(t.app, bert, { companyId: anna.companyId, contactId: anna.id, kind: "like" });
    expect(answer.status).toBe(200);
    expect(answer.body.wishes[0]).toMatchObject({
      target: { companyId: anna.companyId, contactId: anna.id, contactName: anna.name },
      kind: "like",
      mutual: true,
    });
    expect(answer.body.mutual).toEqual([expect.objectContaining({ companyId: anna.companyId })]);
    const annas = (await wishesOf(anna)).body;
    expect(annas.wishes[0]).toMatchObject({ target: { companyId: bert.companyId }, mutual: true });
    const colleague = (await wishesOf(annasColleague)).body;
    expect(colleague.wishes).toEqual([]);
    expect(colleague.mutual).toEqual([expect.objectContaining({ companyId: bert.companyId })]);
    // "No thanks" is no wish to meet: the mutual wish ends.
    await wish(t.app, bert, { companyId: anna.companyId, kind: "no" });
    expect((await wishesOf(anna)).body.wishes[0].mutual).toBe(false);
    expect((await wishesOf(bert)).body.mutual).toEqual([]);
  });

  it("refuses the own company, a company that does not attend, and a person of another company", async () => {
    const own = await wish(t.app, anna, { companyId: anna.companyId, kind: "like" });
    expect([own.status, own.body.field]).toEqual([400, "companyId"]);
    const away = await wish(t.app, anna, { companyId: absent.companyId, kind: "like" });
    expect([away.status, away.body.field]).toEqual([404, "companyId"]);
    const unknown = await wish(t.app, anna, { companyId: 99_999_999, kind: "like" });
    expect([unknown.status, unknown.body.field]).toEqual([404, "companyId"]);
    // Carla is not of Bert's company; the absent person does not attend; a colleague is no target.
    for (const contactId of [carla.id, absent.id, annasColleague.id, 99_999_999]) {
      const res = await wish(t.app, anna, { companyId: bert.companyId, contactId, kind: "must" });
      expect([res.status, res.body.field], String(contactId)).toEqual([400, "contactId"]);
    }
    const named = await wish(t.app, anna, { companyId: bert.companyId, contactId: bert.id, kind: "must" });
    expect(named.body.wishes[0].target).toMatchObject({ contactId: bert.id, contactName: bert.name });
  });

  it("names the field of bad input and refuses visitors", async () => {
    const bad = [
      [{ companyId: bert.companyId, kind: "maybe" }, "kind"],
      [{ companyId: "x", kind: "must" }, "companyId"],
      [{ companyId: bert.companyId, contactId: -1, kind: "must" }, "contactId"],
      [{ kind: "must" }, "companyId"],
      // An id is a number: a string, a boolean or a list is not turned into one.
      [{ companyId: String(bert.companyId), kind: "must" }, "companyId"],
      [{ companyId: true, kind: "must" }, "companyId"],
      [{ companyId: [bert.companyId], kind: "must" }, "companyId"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(t.app, anna, "PUT", "/api/matchmaking/wishes", body);
      expect([res.status, res.body.field], field).toEqual([400, field]);
    }
    expect((await wishesOf(undefined)).status).toBe(401);
    const visitor = await call(t.app, undefined, "PUT", "/api/matchmaking/wishes", {
      companyId: bert.companyId,
      kind: "must",
    });
    expect(visitor.status).toBe(401);
    const del = await t.app.inject({ method: "DELETE", url: `/api/matchmaking/wishes/${bert.companyId}` });
    expect(del.statusCode).toBe(401);
  });

  it("removes only the caller's own wish", async () => {
    await wish(t.app, carla, { companyId: bert.companyId, kind: "like" });
    await wish(t.app, anna, { companyId: bert.companyId, kind: "like" });
    // Anna's colleague has no wish about Bert's company: Anna's stays.
    expect((await unwish(annasColleague, bert.companyId)).statusCode).toBe(404);
    expect((await wishesOf(anna)).body.wishes).toHaveLength(1);
    const gone = await unwish(anna, bert.companyId);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().wishes).toEqual([]);
    expect((await unwish(anna, bert.companyId)).statusCode).toBe(404);
    expect((await unwish(anna, "abc")).json().field).toBe("companyId");
    expect((await wishesOf(carla)).body.wishes).toHaveLength(1);
  });

  it(`keeps at most ${WISHES_MAX} wishes, and a change of one of them still goes`, async () => {
    const [keen] = (await makeCompany(t.app)) as [Person];
    const { edition } = await t.app.services.settings.current();
    const country = first(await t.app.db.select({ id: countries.id }).from(countries).limit(1));
    const made = await t.app.db
      .insert(companies)
      .values(
        Array.from({ length: WISHES_MAX }, (_, i) => ({
          name: `Wished ${keen.id}-${i}`,
          username: `wished-${keen.id}-${i}`,
          countryId: country.id,
        })),
      )
      .returning({ id: companies.id });
    await t.app.db.insert(wishes).values(
      made.map((c) => ({
        editionId: edition.id,
        contactId: keen.id,
        targetCompanyId: c.id,
        kind: "like" as const,
      })),
    );
    const over = await wish(t.app, keen, { companyId: bert.companyId, kind: "must" });
    expect([over.status, over.body.field]).toEqual([409, "companyId"]);
    await t.app.db.insert(wishes).values({
      editionId: edition.id,
      contactId: keen.id,
      targetCompanyId: carla.companyId,
      kind: "like",
    });
    await t.app.db
      .delete(wishes)
      .where(and(eq(wishes.contactId, keen.id), eq(wishes.targetCompanyId, first(made).id)));
    const change = await wish(t.app, keen, { companyId: carla.companyId, kind: "must" });
    expect(change.status).toBe(200);
  });
});
