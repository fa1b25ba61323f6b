import { describe, expect, it } from "vitest";
import { contactLabel, hasPicture, initials } from "./profile.ts";
import { companyPreferencesSchema, updateCompanyBodySchema } from "./schemas/companies.ts";

describe("contact labels", () => {
  it("reads Main contact, then ordinals up to the 40th", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 40].map(contactLabel)).toEqual([
      "Main contact",
      "2nd contact",
      "3rd contact",
      "4th contact",
      "11th contact",
      "12th contact",
      "13th contact",
      "21st contact",
      "22nd contact",
      "23rd contact",
      "40th contact",
    ]);
    expect(contactLabel(41)).toBe("40th contact");
  });
});

describe("pictures and initials", () => {
  it("treats values under 5 characters as no picture", () => {
    expect(hasPicture(null)).toBe(false);
    expect(hasPicture("")).toBe(false);
    expect(hasPicture("null")).toBe(false);
    expect(hasPicture("/uploads/profile-pictures/1-ab.jpg")).toBe(true);
  });

  it("takes the first letters of the first and last name", () => {
    expect(initials("Anna Schmidt")).toBe("AS");
    expect(initials("  jean  paul  gaultier ")).toBe("JG");
    expect(initials("Cher")).toBe("C");
    expect(initials("   ")).toBe("?");
  });
});

describe("the profile update contract", () => {
  const body = {
    id: 7,
    tel: "+31 20 555 0100",
    address: "Keizersgracht 1",
    profile: "We trade laptops.",
    website: "https://demo.example",
    preferences: '{"categories":[1,3],"trading":"used"}',
  };

  it("reads preferences as JSON text or as an object", () => {
    expect(updateCompanyBodySchema.parse(body).preferences).toEqual({ categories: [1, 3], trading: "used" });
    expect(
      updateCompanyBodySchema.parse({ ...body, preferences: { categories: [2], trading: "new" } })
        .preferences,
    ).toEqual({ categories: [2], trading: "new" });
  });

  it("refuses a website with spaces, a long description and 0 or 4 interests", () => {
    expect(updateCompanyBodySchema.safeParse({ ...body, website: "https://a b.example" }).success).toBe(
      false,
    );
    expect(updateCompanyBodySchema.safeParse({ ...body, profile: "x".repeat(351) }).success).toBe(false);
    expect(updateCompanyBodySchema.safeParse({ ...body, profile: "x".repeat(350) }).success).toBe(true);
    expect(companyPreferencesSchema.safeParse({ categories: [], trading: "used" }).success).toBe(false);
    expect(companyPreferencesSchema.safeParse({ categories: [1, 2, 3, 4], trading: "used" }).success).toBe(
      false,
    );
    expect(companyPreferencesSchema.safeParse({ categories: [1, 1], trading: "used" }).success).toBe(false);
    expect(updateCompanyBodySchema.safeParse({ ...body, preferences: "{not json" }).success).toBe(false);
  });
});
