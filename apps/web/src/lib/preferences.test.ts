import { describe, expect, it } from "vitest";
import { readInterests, readPreferences } from "./preferences.ts";

describe("readPreferences", () => {
  it("reads the categories and the trade type", () => {
    expect(readPreferences('{"categories":[1,3],"trading":"new"}', null)).toEqual({
      categories: [1, 3],
      trading: "new",
    });
  });

  it("accepts ids written as text and drops unknown and repeated ones", () => {
    expect(readPreferences('{"categories":["2",2,42,"x"],"trading":"used"}', null)).toEqual({
      categories: [2],
      trading: "used",
    });
  });

  it("falls back to the given trade type when the text has none or is unreadable", () => {
    expect(readPreferences('{"categories":[5]}', "used")).toEqual({ categories: [5], trading: "used" });
    expect(readPreferences("not json", "new")).toEqual({ categories: [], trading: "new" });
    expect(readPreferences("", null)).toEqual({ categories: [], trading: null });
  });
});

describe("readInterests", () => {
  it("names the known categories and the trading type", () => {
    expect(readInterests('{"categories":[1,3,999],"trading":"used"}')).toEqual({
      interests: ["PC/Laptops", "Server/Storage"],
      trading: "used",
    });
  });

  it("gives nothing for unreadable text", () => {
    expect(readInterests("not json")).toEqual({ interests: [], trading: null });
  });
});
