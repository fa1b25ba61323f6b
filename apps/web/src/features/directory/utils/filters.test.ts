import { describe, expect, it } from "vitest";
import { interestNames, tradeLabel } from "./company-facts.ts";
import { filtersFromParams, filtersToParams, NO_FILTERS, toFilters } from "./filters.ts";

describe("directory filters", () => {
  it("trims the text and sends empty values as null", () => {
    expect(toFilters({ search: "  Data  ", pref: "", trading: "" })).toEqual({
      search: "Data",
      pref: null,
      tradingType: null,
      sort: null,
    });
    expect(toFilters({ search: "   ", pref: "3", trading: "new", sort: "match" })).toEqual({
      search: null,
      pref: 3,
      tradingType: "new",
      sort: "match",
    });
    expect(toFilters({})).toEqual(NO_FILTERS);
  });

  it("reads unknown categories and trading types from a hand-edited address as any", () => {
    expect(filtersFromParams(new URLSearchParams("pref=42&trading=refurbished&search="))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams("pref=abc"))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams("sort=name"))).toEqual(NO_FILTERS);
  });

  it("keeps only the set filters in the address and reads them back", () => {
    expect(filtersToParams(NO_FILTERS).toString()).toBe("");
    const filters = { search: "Trade & Co", pref: 9, tradingType: "used", sort: "match" } as const;
    const params = filtersToParams(filters);
    expect(params.toString()).toBe("search=Trade+%26+Co&pref=9&trading=used&sort=match");
    expect(filtersFromParams(params)).toEqual(filters);
  });
});

describe("company facts", () => {
  it("names the main interests in the category order and the trade type", () => {
    expect(interestNames([9, 1, 4])).toEqual(["PC/Laptops", "Networking/Telecom", "Components"]);
    expect(interestNames([])).toEqual([]);
    expect(tradeLabel("used")).toBe("Used equipment");
    expect(tradeLabel(null)).toBeNull();
  });
});
