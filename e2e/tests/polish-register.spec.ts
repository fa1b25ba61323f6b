import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import {
  addAttendee,
  button,
  chooseCountry,
  fillNonMemberCompany,
  openWizard,
  stepHeading,
  textbox,
  unique,
} from "./register-steps.ts";

const WEBSITE_MESSAGE = "Please enter a web address that starts with https://, http:// or www.";

async function toCompanyStep(page: Page): Promise<void> {
  await openWizard(page);
  await button(page, "Continue").click();
  await expect(stepHeading(page, "Company profile")).toBeVisible();
}

/** Types into a field and waits, with the focus still there, until the check has run. */
async function typeAndPause(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await expect(field).toBeFocused();
}

/** Whether the form refuses the field's value: leaving the field checks it at once. */
async function formRefuses(field: Locator): Promise<boolean> {
  await field.blur();
  return (await field.getAttribute("aria-invalid")) === "true";
}

test.describe("registration: why Continue is disabled", () => {
  test("the company step names what is missing, tied to the button, until all is filled", async ({
    page,
  }) => {
    await toCompanyStep(page);
    const next = button(page, "Continue");
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(
      "To continue, fill in Company name, Country, Street address, Postal code, City, Website, Telephone, VAT number and Company profile.",
    );
    await expect(page.getByText("To continue, fill in Company name, Country,")).toBeVisible();

    await textbox(page, "Company name").fill(unique("Hint Trading"));
    await textbox(page, "Street address").fill("Keizersgracht 100");
    await textbox(page, "Postal code").fill("1015 AA");
    await textbox(page, "City").fill("Amsterdam");
    await chooseCountry(page, "Netherlands");
    await textbox(page, "Website").fill("javascript:alert(1)");
    await textbox(page, "Telephone").fill("+31 20 555 0100");
    await textbox(page, "Company profile").fill("We buy and sell used laptops.");
    await expect(next).toHaveAccessibleDescription("To continue, fill in VAT number, and correct Website.");
    await expectAccessible(page);

    await textbox(page, "VAT number").fill("NL123456789B01");
    await textbox(page, "Website").fill("www.example.com");
    await expect(next).toBeEnabled();
    await expect(next).toHaveAccessibleDescription("");
    await expect(page.getByText(/^To continue,/)).toHaveCount(0);
  });

  test("the interests and attendees steps say what they still need", async ({ page }) => {
    await openWizard(page);
    await fillNonMemberCompany(page, { name: unique("Hint Interests"), country: "Netherlands" });
    await button(page, "Continue").click();
    await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
    const next = button(page, "Continue");
    await expect(next).toHaveAccessibleDescription(
      "To continue, choose at least one product category and choose used or new equipment.",
    );
    await page.getByRole("checkbox", { name: "PC/Laptops" }).check();
    await expect(next).toHaveAccessibleDescription("To continue, choose used or new equipment.");
    await page.getByRole("radio", { name: "Used" }).check();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(stepHeading(page, "Attendees")).toBeVisible();
    const waiting = button(page, "Please add at least one attendee");
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveAccessibleDescription("To continue, add an attendee with an e-mail address.");
    await addAttendee(page, { tbd: true });
    await expect(waiting).toHaveAccessibleDescription(
      "To continue, give at least one attendee a valid e-mail address: the confirmation goes there.",
    );
    await addAttendee(page, { name: "Jan Jansen", fn: "Buyer", email: "jan@example.com" });
    await expect(button(page, "Next")).toBeEnabled();
    await expect(button(page, "Next")).toHaveAccessibleDescription("");
  });
});

test.describe("registration: website, telephone and VAT number", () => {
  test("are checked while typing, with the error under the field", async ({ page }) => {
    await toCompanyStep(page);
    const website = textbox(page, "Website");
    await typeAndPause(website, "javascript:alert(1)");
    await expect(page.getByText(WEBSITE_MESSAGE)).toBeVisible();
    await expect(website).toHaveAttribute("aria-invalid", "true");
    await expect(website).toHaveAccessibleDescription(WEBSITE_MESSAGE);
    await expect(website).toBeFocused();
    await typeAndPause(website, "www.example.com");
    await expect(page.getByText(WEBSITE_MESSAGE)).toHaveCount(0);

    const telephone = textbox(page, "Telephone");
    await typeAndPause(telephone, "1".repeat(61));
    await expect(telephone).toHaveAccessibleDescription("This field must have at most 60 characters");
    await typeAndPause(telephone, "+31 20 555 0100");
    await expect(telephone).not.toHaveAttribute("aria-invalid", "true");

    const vat = textbox(page, "VAT number");
    await typeAndPause(vat, "NL1");
    await typeAndPause(vat, "");
    await expect(vat).toHaveAccessibleDescription("This field is required");
    await expect(vat).toBeFocused();
    await expectAccessible(page);
  });

  test("the server accepts exactly what the form accepts", async ({ page }) => {
    const countries = await page.request.get("/api/misc/countriesAll");
    const { payload } = (await countries.json()) as { payload: { country_id: number; country: string }[] };
    const netherlands = payload.find((country) => country.country === "Netherlands")?.country_id;
    expect(netherlands).toBeDefined();

    /**
     * The field the server names first for a registration with this one value changed. The body
     * has no attendees, so a registration that passes the company's checks still fails (on
     * "attendees") and nothing is stored.
     */
    async function serverRefuses(field: "website" | "tel" | "vat", sent: string): Promise<boolean> {
      const response = await page.request.post("/api/register", {
        data: {
          companyProfile: {
            companyName: "Server Check B.V.",
            streetAddress: "Keizersgracht 100, 1015 AA Amsterdam",
            city: "Amsterdam",
            postalCode: "1015 AA",
            country: netherlands,
            website: "https://www.example.com",
            tel: "+31 20 555 0100",
            vat: "NL123456789B01",
            profile: "We trade.",
            heardThrough: "Google or other search engine",
            tbsCompanyId: null,
            categories: [1],
            trading: "used",
            [field]: sent,
          },
          attendees: [],
          utmParams: null,
          refParams: null,
          acceptPrivacy: true,
        },
      });
      expect(response.status()).toBe(400);
      const body = (await response.json()) as { field?: string };
      return body.field === `companyProfile.${field}`;
    }

    const samples = {
      Website: {
        field: "website",
        values: [
          "www.example.com",
          "https://example.com/x",
          "-",
          "example",
          "javascript:alert(1)",
          "a b.com",
        ],
      },
      Telephone: { field: "tel", values: ["+31 20 555 0100", "1".repeat(60), "1".repeat(61), " "] },
      "VAT number": { field: "vat", values: ["NL123456789B01", "v".repeat(60), "v".repeat(61), " "] },
    } as const;

    await toCompanyStep(page);
    for (const [label, { field, values }] of Object.entries(samples)) {
      const input = textbox(page, label);
      for (const value of values) {
        await typeAndPause(input, value);
        const refusedByForm = await formRefuses(input);
        // What the wizard sends: a bare host name goes with https:// in front.
        const sent = field === "website" && /^[\w-]+(\.[\w-]+)+/.test(value) ? `https://${value}` : value;
        expect({ label, value, refused: await serverRefuses(field, sent) }).toEqual({
          label,
          value,
          refused: refusedByForm,
        });
      }
    }
  });
});

test.describe("registration: payment methods", () => {
  test("are shown as logo images with their names as text alternatives", async ({ page }) => {
    await openWizard(page);
    await fillNonMemberCompany(page, { name: unique("Logo Trading"), country: "Netherlands" });
    await button(page, "Continue").click();
    await page.getByRole("checkbox", { name: "PC/Laptops" }).check();
    await page.getByRole("radio", { name: "Used" }).check();
    await button(page, "Continue").click();
    await addAttendee(page, { name: "Jan Jansen", fn: "Buyer", email: "jan@example.com" });
    await button(page, "Next").click();
    await expect(stepHeading(page, "Payment overview")).toBeVisible();

    const methods = page.getByRole("list", { name: "Accepted payment methods" });
    const logos = methods.getByRole("img");
    await expect(logos).toHaveCount(15);
    for (const name of ["Visa", "Mastercard", "American Express", "iDEAL", "SEPA Bank Transfer", "PayPal"]) {
      await expect(methods.getByRole("img", { name, exact: true })).toBeVisible();
    }
    // Every item is an SVG file that loaded, and no item is a text badge.
    await expect
      .poll(() =>
        logos.evaluateAll((images) =>
          images.every((image) => {
            const img = image as HTMLImageElement;
            return new URL(img.src).pathname.endsWith(".svg") && img.naturalWidth > 0;
          }),
        ),
      )
      .toBe(true);
    await expect(methods.getByRole("listitem")).toHaveText(Array(15).fill(""));
    await expectAccessible(page);
  });
});
