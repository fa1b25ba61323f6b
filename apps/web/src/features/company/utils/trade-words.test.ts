import { describe, expect, it } from "vitest";
import { EMPTY_SIDE, hasTrade, tradeLines } from "./trade-words.ts";

describe("tradeLines", () => {
  it("says each side's choices in words, in the order of the choices, without empty lines", () => {
    expect(
      tradeLines({ categories: [4, 3], brands: ["Cisco"], conditions: ["used", "refurbished"], regions: [] }),
    ).toEqual([
      { term: "Categories", values: ["Server/Storage", "Networking/Telecom"] },
      { term: "Brands", values: ["Cisco"] },
      { term: "Condition", values: ["Refurbished", "Used"] },
    ]);
  });

  it("names regions by their names", () => {
    expect(tradeLines({ ...EMPTY_SIDE, regions: ["north", "uk-ie"] })).toEqual([
      { term: "Regions", values: ["UK and Ireland", "Nordics"] },
    ]);
  });
});

describe("hasTrade", () => {
  it("is false for a profile without any choice, true with one", () => {
    expect(hasTrade(undefined)).toBe(false);
    expect(hasTrade({ lookingFor: EMPTY_SIDE, offering: EMPTY_SIDE })).toBe(false);
    expect(hasTrade({ lookingFor: EMPTY_SIDE, offering: { ...EMPTY_SIDE, brands: ["HP"] } })).toBe(true);
  });
});
