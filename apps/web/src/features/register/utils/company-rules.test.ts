import { MESSAGES } from "@ebm/shared/messages";
import { companyProfileSchema } from "@ebm/shared/schemas/mini/register";
import { URL_MESSAGES } from "@ebm/shared/url";
import { describe, expect, it } from "vitest";
import { companyFieldError, continueHint, joinLabels } from "./company-rules.ts";
import { emptyWizardData, toCompanyProfile, type WizardData } from "./wizard-state.ts";

/** A complete non-member company with one field changed. */
function wizardWith(field: "website" | "tel" | "vat", value: string): WizardData {
  const data = emptyWizardData();
  return {
    ...data,
    company: {
      ...data.company,
      companyName: "Keizer Trading B.V.",
      streetAddress: "Keizersgracht 100",
      postalCode: "1015 AA",
      city: "Amsterdam",
      country: "150",
      website: "https://www.example.com",
      tel: "+31 20 555 0100",
      vat: "NL123456789B01",
      profile: "We buy and sell used laptops.",
      [field]: value,
    },
    interests: { categories: [1], trading: "used" },
  };
}

const SAMPLES = {
  website: [
    "https://www.example.com",
    "www.example.com",
    "example.com/path?x=1",
    "-",
    "",
    "   ",
    "example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://exa mple.com",
    "https://user:secret@example.com",
    `www.${"a".repeat(188)}.com`,
    `www.${"a".repeat(195)}.com`,
  ],
  tel: ["+31 20 555 0100", "0", "", "   ", "x".repeat(60), "x".repeat(61), " +44 20 5550 0177 "],
  vat: ["NL123456789B01", "GB123 4567 89", "", " ", "v".repeat(60), "v".repeat(61)],
} as const;

describe("company step rules", () => {
  it("accept exactly what the registration's schema accepts, as the wizard sends it", () => {
    for (const [field, values] of Object.entries(SAMPLES) as [keyof typeof SAMPLES, readonly string[]][]) {
      for (const value of values) {
        const clientAccepts = companyFieldError(field, value) === null;
        const serverAccepts = companyProfileSchema.safeParse(
          toCompanyProfile(wizardWith(field, value)),
        ).success;
        expect({ field, value, clientAccepts }).toEqual({ field, value, clientAccepts: serverAccepts });
      }
    }
  });

  it("say what is wrong in the form's words", () => {
    expect(companyFieldError("website", "")).toBe(MESSAGES.form.required);
    expect(companyFieldError("website", "javascript:alert(1)")).toBe(URL_MESSAGES.website);
    expect(companyFieldError("website", "example")).toBe(URL_MESSAGES.website);
    expect(companyFieldError("website", "https://exa mple.com")).toBe(
      "Please enter the web address without spaces.",
    );
    expect(companyFieldError("website", `www.${"a".repeat(195)}.com`)).toBe(MESSAGES.form.maxLength(200));
    expect(companyFieldError("tel", "   ")).toBe(MESSAGES.form.required);
    expect(companyFieldError("tel", "1".repeat(61))).toBe(MESSAGES.form.maxLength(60));
    expect(companyFieldError("vat", "v".repeat(61))).toBe(MESSAGES.form.maxLength(60));
    expect(companyFieldError("vat", "NL123456789B01")).toBeNull();
  });

  it("join labels and phrase the hint", () => {
    expect(joinLabels([])).toBe("");
    expect(joinLabels(["City"])).toBe("City");
    expect(joinLabels(["City", "Website", "VAT number"])).toBe("City, Website and VAT number");
    expect(continueHint([], [])).toBeNull();
    expect(continueHint(["City"], [])).toBe("To continue, fill in City.");
    expect(continueHint(["City", "Telephone"], ["Website"])).toBe(
      "To continue, fill in City and Telephone, and correct Website.",
    );
  });
});
