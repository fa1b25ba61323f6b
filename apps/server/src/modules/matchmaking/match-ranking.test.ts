import { TRADE_CONDITIONS, TRADE_REGION_IDS } from "@ebm/shared/matchmaking";
import type { TradeProfile, TradeSide } from "@ebm/shared/schemas/matchmaking";
import { describe, expect, it } from "vitest";
import { listWords, rankMatches, scoreMatch, type TradingCompany, WEIGHTS } from "./match-ranking.ts";

const side = (over: Partial<TradeSide> = {}): TradeSide => ({
  categories: [],
  brands: [],
  conditions: [],
  regions: [],
  ...over,
});
const profile = (lookingFor: Partial<TradeSide>, offering: Partial<TradeSide>): TradeProfile => ({
  lookingFor: side(lookingFor),
  offering: side(offering),
});
const company = (id: number, over: Partial<TradingCompany> = {}): TradingCompany => ({
  id,
  name: `Company ${id}`,
  categories: [],
  tradingType: null,
  trade: null,
  ...over,
});
const none = { wish: null, mutual: false } as const;

describe("listWords", () => {
  it("joins words as a sentence does", () => {
    expect(listWords([])).toBe("");
    expect(listWords(["Cisco"])).toBe("Cisco");
    expect(listWords(["Cisco", "HPE"])).toBe("Cisco and HPE");
    expect(listWords(["Cisco", "HPE", "Dell"])).toBe("Cisco, HPE and Dell");
  });
});

describe("scoreMatch", () => {
  it("says what they sell that the caller looks for, in the condition both accept", () => {
    const me = company(1, { trade: profile({ categories: [3], conditions: ["used", "refurbished"] }, {}) });
    const them = company(2, { trade: profile({}, { categories: [3, 1], conditions: ["used", "new"] }) });
    expect(scoreMatch(me, them, none)).toEqual({
      score: WEIGHTS.category,
      reasons: ["Sells used Server/Storage, which you are looking for"],
    });
  });

  it("leaves out a category whose conditions do not meet, and names none when either side names none", () => {
    const me = company(1, { trade: profile({ categories: [3], conditions: ["new"] }, { categories: [1] }) });
    const seller = company(2, { trade: profile({}, { categories: [3], conditions: ["used"] }) });
    expect(scoreMatch(me, seller, none)).toBeNull();
    const buyer = company(3, { trade: profile({ categories: [1], conditions: [] }, {}) });
    expect(scoreMatch(me, buyer, none)?.reasons).toEqual(["Looks for PC/Laptops, which you offer"]);
  });

  it("matches brands case-insensitively in both directions, in the seller's spelling", () => {
    const me = company(1, { trade: profile({ brands: ["cisco"] }, { brands: ["HPE", "Dell"] }) });
    const them = company(2, { trade: profile({ brands: ["dell"] }, { brands: ["Cisco", "Juniper"] }) });
    expect(scoreMatch(me, them, none)).toEqual({
      score: 2 * WEIGHTS.brand,
      reasons: ["Sells Cisco, which you are looking for", "Looks for Dell, which you offer"],
    });
  });

  it("names shared regions only beside a trade that fits", () => {
    const me = company(1, {
      trade: profile({ categories: [4], regions: ["north", "west"] }, { regions: ["apac"] }),
    });
    const them = company(2, {
      trade: profile({ regions: ["apac"] }, { categories: [4], regions: ["north"] }),
    });
    expect(scoreMatch(me, them, none)?.reasons).toEqual([
      "Sells Networking/Telecom, which you are looking for",
      "Sells in Nordics, where you buy",
    ]);
  });

  it("counts shared main interests; the trading type only adds to another reason", () => {
    const me = company(1, { categories: [1, 2, 3], tradingType: "used" });
    expect(scoreMatch(me, company(2, { categories: [1, 2], tradingType: "used" }), none)).toEqual({
      score: 2 * WEIGHTS.interest + WEIGHTS.tradingType,
      reasons: ["Shares your main interests: PC/Laptops and Printers", "Trades used equipment too"],
    });
    expect(scoreMatch(me, company(3, { categories: [3] }), none)?.reasons).toEqual([
      "Shares your main interest: Server/Storage",
    ]);
    expect(scoreMatch(me, company(4, { categories: [9], tradingType: "used" }), none)).toBeNull();
  });

  it("puts a mutual wish first, and lifts the caller's own wish without a reason of its own beside others", () => {
    const me = company(1, { categories: [1] });
    const them = company(2, { categories: [1] });
    expect(scoreMatch(me, them, { wish: "like", mutual: true })).toEqual({
      score: WEIGHTS.mutual + WEIGHTS.interest + WEIGHTS.like,
      reasons: ["You both wish to meet", "Shares your main interest: PC/Laptops"],
    });
    expect(scoreMatch(me, company(3), { wish: "must", mutual: false })).toEqual({
      score: WEIGHTS.must,
      reasons: ["On your wish list"],
    });
  });
});

describe("rankMatches", () => {
  const me = company(1, { categories: [1], trade: profile({ categories: [3] }, {}) });

  it("ranks by score, then name, and never the own company, an excluded one or one without a reason", () => {
    const candidates = [
      me,
      company(2, { name: "Zeta", categories: [1] }),
      company(3, { name: "alpha", categories: [1] }),
      company(4, { name: "Seller", trade: profile({}, { categories: [3] }) }),
      company(5, { name: "Excluded", trade: profile({}, { categories: [3] }) }),
      company(6, { name: "Nothing in common", categories: [9] }),
      company(7, { name: "Wished", categories: [9] }),
    ];
    const ranked = rankMatches({
      me,
      candidates,
      excluded: new Set([5]),
      wishes: new Map([[7, "like"]]),
      mutual: new Set(),
    });
    expect(ranked.map((m) => m.companyId)).toEqual([4, 7, 3, 2]);
    expect(
      rankMatches({ me, candidates, excluded: new Set(), wishes: new Map(), mutual: new Set([2]), limit: 2 }),
    ).toMatchObject([
      { companyId: 2, reasons: ["You both wish to meet", "Shares your main interest: PC/Laptops"] },
      { companyId: 5 },
    ]);
  });

  it("ranks 600 companies well under 100 ms", () => {
    // A deterministic generator: the same event every run.
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const brands = [
      "Cisco",
      "HPE",
      "Dell",
      "Lenovo",
      "IBM",
      "Juniper",
      "Apple",
      "Samsung",
      "Zebra",
      "NetApp",
    ];
    const pick = <T>(items: readonly T[], count: number) => [
      ...new Set(Array.from({ length: count }, () => items[next(items.length)] as T)),
    ];
    const randomSide = (): TradeSide => ({
      categories: pick([1, 2, 3, 4, 5, 6, 7, 8, 9], 1 + next(3)),
      brands: pick(brands, next(4)),
      conditions: pick(TRADE_CONDITIONS, next(3)),
      regions: pick(TRADE_REGION_IDS, next(3)),
    });
    const candidates = Array.from({ length: 600 }, (_, i) =>
      company(i + 1, {
        name: `Trader ${next(10_000)}`,
        categories: pick([1, 2, 3, 4, 5, 6, 7, 8, 9], 1 + next(3)),
        tradingType: next(2) === 0 ? "used" : "new",
        trade: next(4) === 0 ? null : { lookingFor: randomSide(), offering: randomSide() },
      }),
    );
    const caller = candidates[0] as TradingCompany;
    const wishes = new Map<number, "must" | "like">(
      Array.from({ length: 40 }, () => [2 + next(598), "like"]),
    );
    const run = () =>
      rankMatches({
        me: caller,
        candidates,
        excluded: new Set([5, 6, 7]),
        wishes,
        mutual: new Set([10, 20]),
        limit: 20,
      });
    run();
    const started = performance.now();
    const rounds = 20;
    for (let i = 0; i < rounds; i++) run();
    const perRun = (performance.now() - started) / rounds;
    expect(run()).toHaveLength(20);
    expect(perRun).toBeLessThan(20);
  });
});
