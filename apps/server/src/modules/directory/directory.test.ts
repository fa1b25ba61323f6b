import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { attendeesResponseSchema, type DirectoryEntry } from "@ebm/shared/schemas/directory";
import { lastRegisteredResponseSchema } from "@ebm/shared/schemas/register";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { companies, editionContacts, registrations } from "../../db/schema/index.ts";
import { DEMO_IDS } from "../../db/seed/accounts.ts";
import { EDITION_IDS } from "../../db/seed/event.ts";
import { fullCollection } from "../../lib/quiet-collector.ts";
import { createTestApp, first, type TestApp } from "../../test/app.ts";
import { attendeesService } from "./directory.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/misc/attendees", payload: payload as object, headers });

async function attendees(payload: unknown): Promise<DirectoryEntry[]> {
  const res = await post(payload);
  expect(res.statusCode).toBe(200);
  const body = attendeesResponseSchema.parse(res.json());
  expect(body.status).toBe(200);
  return body.payload;
}

const names = (list: DirectoryEntry[]) => list.map((c) => c.name);

async function setProfile(companyId: number, profile: string) {
  await t.app.db.update(companies).set({ profile }).where(eq(companies.id, companyId));
}

/** A profile change as the app makes it: written, and the directory's cached lists dropped. */
async function changeProfile(companyId: number, profile: string) {
  await setProfile(companyId, profile);
  t.app.services.attendees.invalidate();
}

/** The seeded company whose name starts with `prefix` (the small demo data is deterministic). */
async function companyNamed(prefix: string) {
  const all = await attendees({});
  return first(all.filter((c) => c.name.startsWith(prefix)));
}

describe("POST /api/misc/attendees: the list", () => {
  it("lists the attending companies, ordered by name regardless of case, with the directory fields", async () => {
    const list = await attendees({});
    expect(list.length).toBeGreaterThan(20);
    const demo = first(list.filter((c) => c.id === DEMO_IDS.demoTradingCompany));
    expect(demo).toEqual({
      id: 1,
      name: "Demo Trading B.V.",
      country: "Netherlands",
      description: expect.stringContaining("Amsterdam-based broker"),
      status: 3,
      isDiamond: expect.any(Boolean),
      isGold: expect.any(Boolean),
      isTrusted: expect.any(Boolean),
      industry: "Brokerage",
      categories: [1, 3, 9],
      tradingType: "used",
    });
    for (const company of list) {
      expect(
        [company.isDiamond, company.isGold, company.isTrusted].filter(Boolean).length,
      ).toBeLessThanOrEqual(1);
      expect(company.categories).toEqual([...company.categories].sort((a, b) => a - b));
    }
    // A lower-case name sits among the D's, not after every capitalised name.
    const order = names(list);
    const deWit = order.indexOf("de Wit Micro B.V.");
    expect(deWit).toBeGreaterThan(0);
    expect(order[deWit - 1]?.[0]?.toLowerCase()).toMatch(/[a-d]/);
    expect(order[deWit + 1]?.[0]?.toLowerCase()).toMatch(/[d-e]/);
    expect(order[0]).toBe("Ankara IT Asset Services Ltd. Şti.");
  });

  it("leaves out companies without attending contacts and the organising company", async () => {
    // The organiser's contact attends too: the organising company must still not be listed.
    const edition = await t.app.services.settings.current();
    await t.app.db
      .insert(editionContacts)
      .values({ editionId: edition.edition.id, contactId: DEMO_IDS.organiser })
      .onConflictDoNothing();
    t.app.services.attendees.invalidate();
    const ids = (await attendees({})).map((c) => c.id);
    expect(ids).toContain(DEMO_IDS.demoTradingCompany);
    expect(ids).not.toContain(DEMO_IDS.organiserCompany);
    expect(ids).not.toContain(DEMO_IDS.marketplaceCompany);
    expect(names(await attendees({ search: "Harbour IT Supplies" }))).toEqual([]);
    expect(names(await attendees({ search: "EBM Events" }))).toEqual([]);
  });

  it("treats an empty or blank search like no search", async () => {
    const all = names(await attendees({}));
    expect(names(await attendees({ search: "" }))).toEqual(all);
    expect(names(await attendees({ search: "   " }))).toEqual(all);
    expect(names(await attendees({ search: null, pref: null, tradingType: null }))).toEqual(all);
  });
});

describe("POST /api/misc/attendees: search", () => {
  it("finds a word of the name, case-insensitively", async () => {
    const expected = ["Infinity IT Servers Ltd", "Infinity Remarketing Sp. z o.o."];
    expect(names(await attendees({ search: "Infinity" }))).toEqual(expected);
    expect(names(await attendees({ search: "  iNFINITY " }))).toEqual(expected);
  });

  it("needs every word to match (AND), each in any field", async () => {
    expect(names(await attendees({ search: "infinity poland" }))).toEqual([
      "Infinity Remarketing Sp. z o.o.",
    ]);
    expect(names(await attendees({ search: "infinity atlantis" }))).toEqual([]);
  });

  it("applies the same rules to three words and to more", async () => {
    // Up to three words take one query, more take the general one (migration 0005): same answers.
    const remarketing = ["Infinity Remarketing Sp. z o.o."];
    expect(names(await attendees({ search: "infinity remarketing poland" }))).toEqual(remarketing);
    expect(names(await attendees({ search: "infinity remarketing poland sp." }))).toEqual(remarketing);
    expect(await attendees({ search: "infinity remarketing atlantis" })).toEqual([]);
    expect(await attendees({ search: "infinity remarketing poland atlantis" })).toEqual([]);
  });

  it("finds a word of the description and of the industry", async () => {
    const target = await companyNamed("Odense Digital");
    await changeProfile(target.id, "We trade quadrupole rack servers.");
    expect(names(await attendees({ search: "QUADRUPOLE" }))).toEqual([target.name]);
    expect(names(await attendees({ search: "brokerage" }))).toEqual(["Demo Trading B.V."]);
  });

  it("finds the country name, also when no other field holds it", async () => {
    const target = await companyNamed("Ljubljana Data");
    await setProfile(target.id, "Data centre hardware.");
    expect(names(await attendees({ search: "slovenia" }))).toEqual([target.name]);
    // Two words naming one country: "united" alone also finds the other Uniteds.
    const us = names(await attendees({ search: "united states" }));
    expect(us).toContain("Hall Refurb Inc.");
    expect(us.every((name) => name !== "Infinity IT Servers Ltd")).toBe(true);
  });

  it("takes %, _ and backslash literally", async () => {
    expect(await attendees({ search: "%" })).toEqual([]);
    expect(await attendees({ search: "_" })).toEqual([]);
    expect(await attendees({ search: "\\" })).toEqual([]);
    const target = await companyNamed("Maple IT");
    await changeProfile(target.id, "Stock_list: 100% tested, C:\\drives.");
    expect(names(await attendees({ search: "100%" }))).toEqual([target.name]);
    expect(names(await attendees({ search: "k_l" }))).toEqual([target.name]);
    expect(names(await attendees({ search: ":\\d" }))).toEqual([target.name]);
    // As wildcards these would match nearly every description.
    expect(await attendees({ search: "t_a" })).toEqual([]);
    expect(await attendees({ search: "a%e" })).toEqual([]);
  });
});

describe("POST /api/misc/attendees: filters", () => {
  it("filters by main interest and by trading type, alone and together", async () => {
    // Earlier tests changed profiles: start every cached list from the same data.
    t.app.services.attendees.invalidate();
    const all = await attendees({});
    const printers = await attendees({ pref: 2 });
    expect(printers.length).toBeGreaterThan(0);
    expect(printers).toEqual(all.filter((c) => c.categories.includes(2)));
    const newOnes = await attendees({ tradingType: "new" });
    expect(newOnes.length).toBeGreaterThan(0);
    expect(newOnes).toEqual(all.filter((c) => c.tradingType === "new"));
    const both = await attendees({ pref: 9, tradingType: "used" });
    expect(both.length).toBeGreaterThan(0);
    expect(both).toEqual(all.filter((c) => c.categories.includes(9) && c.tradingType === "used"));
    expect(both.length).toBeLessThan(all.filter((c) => c.categories.includes(9)).length);
  });

  it("combines the filters with the search", async () => {
    expect(names(await attendees({ search: "infinity", tradingType: "new", pref: 4 }))).toEqual([
      "Infinity Remarketing Sp. z o.o.",
    ]);
    expect(await attendees({ search: "infinity", tradingType: "used" })).toEqual([]);
  });

  it.each([
    [{ pref: 12 }, "pref"],
    [{ pref: "1" }, "pref"],
    [{ tradingType: "bulk" }, "tradingType"],
    [{ search: "x".repeat(101) }, "search"],
    [{ search: "dublin\u0000" }, "search"],
  ])("refuses bad input %j with a 400 naming the field", async (payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field });
  });
});

describe("POST /api/misc/attendees: the shared cache", () => {
  it("serves the cached list until invalidate(), then the changed profile", async () => {
    t.app.services.attendees.invalidate();
    const before = first((await attendees({})).filter((c) => c.id === DEMO_IDS.demoTradingCompany));
    await setProfile(DEMO_IDS.demoTradingCompany, "Changed description for the cache test.");
    const cached = first((await attendees({})).filter((c) => c.id === DEMO_IDS.demoTradingCompany));
    expect(cached.description).toBe(before.description);
    t.app.services.attendees.invalidate();
    const fresh = first((await attendees({})).filter((c) => c.id === DEMO_IDS.demoTradingCompany));
    expect(fresh.description).toBe("Changed description for the cache test.");
  });

  it("lets a list nobody asks for go after its idle time, within the period it would be kept", async () => {
    // A service of its own, idle after 50 ms (the app's lets go after a minute); the period is 5 s.
    const service = attendeesService(t.app.db, t.app.services.settings, { idleMs: 50 });
    const entry = async () => {
      const found = service.search({});
      if (found.kind !== "list") throw new Error("a list was expected");
      return (await found.list.entries).find((c) => c.id === DEMO_IDS.demoTradingCompany);
    };
    const before = await entry();
    try {
      await setProfile(DEMO_IDS.demoTradingCompany, "Changed while the list was idle.");
      // Asked again at once: the kept list, as before.
      expect((await entry())?.description).toBe(before?.description);
      // Unused past its idle time (each ask uses it, so they come 300 ms apart), it was let go: the
      // next ask reads the database, within the 5 s it would otherwise be kept.
      await vi.waitFor(
        async () => expect((await entry())?.description).toBe("Changed while the list was idle."),
        {
          timeout: 3_000,
          interval: 300,
        },
      );
    } finally {
      await setProfile(DEMO_IDS.demoTradingCompany, before?.description ?? "");
      t.app.services.attendees.invalidate();
    }
  });

  it("lets the lists of earlier periods go (each list once kept the one before it, without end)", async () => {
    const gc = fullCollection();
    const service = attendeesService(t.app.db, t.app.services.settings);
    const earlier: WeakRef<object>[] = [];
    const listNow = async () => {
      const found = service.search({});
      if (found.kind !== "list") throw new Error("a list was expected");
      // Its compressed copy made: the moment it may take the previous period's copies.
      await found.list.encoded("gzip");
      return found.list;
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let period = 0; period < 3; period++) {
        earlier.push(new WeakRef(await listNow()));
        vi.setSystemTime(Date.now() + 6_000);
      }
      // The current period's list, which is kept.
      const current = await listNow();
      await new Promise((resolve) => setImmediate(resolve));
      gc?.();
      expect(earlier.map((list) => list.deref() === undefined)).toEqual([true, true, true]);
      expect(current.json).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a search's answer for the period too, until invalidate()", async () => {
    t.app.services.attendees.invalidate();
    const original = first((await attendees({})).filter((c) => c.id === DEMO_IDS.demoTradingCompany));
    try {
      expect(await attendees({ search: "zebrafish" })).toEqual([]);
      await setProfile(DEMO_IDS.demoTradingCompany, "We now trade zebrafish tanks.");
      // The same words (in any case) within the period: the answer already given.
      expect(await attendees({ search: "zebrafish" })).toEqual([]);
      expect(await attendees({ search: " ZebraFish " })).toEqual([]);
      t.app.services.attendees.invalidate();
      expect(names(await attendees({ search: "zebrafish" }))).toEqual([original.name]);
    } finally {
      await setProfile(DEMO_IDS.demoTradingCompany, original.description);
      t.app.services.attendees.invalidate();
    }
  });

  it("sends a gzip or brotli copy of the same JSON when the client accepts it", async () => {
    const plain = await post({ pref: 1 });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const json = plain.json();
    expect(attendeesResponseSchema.parse(json).payload.length).toBeGreaterThan(0);

    const gz = await post({ pref: 1 }, { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-type"]).toMatch(/^application\/json/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(json);

    const br = await post({ pref: 1 }, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(json);

    const refused = await post({ pref: 1 }, { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json()).toEqual(json);
  });

  it("sends Brotli's smallest copy once it is made, and keeps it for the next period while the list is unchanged", async () => {
    t.app.services.attendees.invalidate();
    const br = { "accept-encoding": "br" };
    const first = await post({}, br);
    const json = JSON.parse(brotliDecompressSync(first.rawPayload).toString("utf8"));
    // The quick copy at once; the smallest follows from the background.
    await expect
      .poll(async () => (await post({}, br)).rawPayload.length, { timeout: 20_000 })
      .toBeLessThan(first.rawPayload.length);
    const smallest = await post({}, br);
    expect(JSON.parse(brotliDecompressSync(smallest.rawPayload).toString("utf8"))).toEqual(json);
    // A period later the list is read again; unchanged, its smallest copy is sent at once.
    const later = Date.now() + 6_000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      const next = await post({}, br);
      expect(next.rawPayload.equals(smallest.rawPayload)).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("POST /api/misc/attendees: searching the list in memory", () => {
  it("matches the entries of the list it holds, so a search and the list never disagree", async () => {
    t.app.services.attendees.invalidate();
    const original = first((await attendees({})).filter((c) => c.id === DEMO_IDS.demoTradingCompany));
    try {
      // Changed behind the service's back (not through the app): the held list still has the old
      // description, and a search finds the company by its old words, not by the new ones.
      await setProfile(DEMO_IDS.demoTradingCompany, "We now trade okapi saddles.");
      expect(await attendees({ search: "okapi" })).toEqual([]);
      const oldWord = first(original.description.split(/\s+/).filter((w) => w.length > 6));
      expect(names(await attendees({ search: oldWord }))).toContain(original.name);
      t.app.services.attendees.invalidate();
      expect(names(await attendees({ search: "okapi" }))).toEqual([original.name]);
    } finally {
      await setProfile(DEMO_IDS.demoTradingCompany, original.description);
      t.app.services.attendees.invalidate();
    }
  });

  it("lower-cases beyond ASCII, in the words and in the companies' texts", async () => {
    const target = await companyNamed("Odense Digital");
    await changeProfile(target.id, "Ремонт серверов, ÖSTERREICH Lager.");
    expect(names(await attendees({ search: "ремонт österreich" }))).toEqual([target.name]);
    expect(names(await attendees({ search: "СЕРВЕРОВ" }))).toEqual([target.name]);
  });
});

describe("GET /api/misc/lastRegistered", () => {
  it("names the current edition's newest registration (the demo data's), with no personal data", async () => {
    const [newest] = await t.app.db
      .select({ name: companies.name, at: registrations.createdAt })
      .from(registrations)
      .innerJoin(companies, eq(companies.id, registrations.companyId))
      .where(eq(registrations.editionId, EDITION_IDS.current))
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(1);
    if (!newest) throw new Error("the demo data holds registrations of the current edition");
    const res = await t.app.inject({ url: "/api/misc/lastRegistered" });
    const body = lastRegisteredResponseSchema.parse(res.json());
    expect(body.payload).toEqual({
      companyName: newest.name,
      country: expect.any(String),
      registeredAt: newest.at.toISOString(),
    });
    expect(Object.keys(body.payload ?? {}).sort()).toEqual(["companyName", "country", "registeredAt"]);
  });
});
