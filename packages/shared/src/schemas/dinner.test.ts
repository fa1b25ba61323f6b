import { describe, expect, it } from "vitest";
import { isDinnerEligibleFunction } from "./dinner.ts";

describe("isDinnerEligibleFunction", () => {
  it("takes sales managers and company owners, however the function is written", () => {
    for (const fn of [
      "Sales Manager",
      "senior sales manager",
      "Sales & Purchasing Manager",
      "Head of Sales",
      "Sales Director",
      "Director of Sales",
      "VP of Sales",
      "Vice President of Sales",
      "Chief Commercial Officer",
      "Owner",
      "Co-Owner",
      "Founder & CEO",
      "CEO",
      "Chief Executive",
      "Managing Director",
      "General Manager",
      "President",
      "Proprietor",
      "Managing Partner",
    ])
      expect(isDinnerEligibleFunction(fn), fn).toBe(true);
  });

  it("refuses other functions", () => {
    for (const fn of [
      "",
      "-",
      "Purchasing Manager",
      "Trader",
      "Sales Executive",
      "Key Account Manager",
      "Business Development Manager",
      "Vice President Operations",
      "Vice-President",
      "Logistics Manager",
      "Salesforce Administrator",
    ])
      expect(isDinnerEligibleFunction(fn), fn).toBe(false);
  });
});
