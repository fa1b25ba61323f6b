import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Steps through the registration wizard, shared by the registration specs. */

export const stepHeading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2, name, exact: true });
export const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Opens the wizard (waiting until the public settings say registration is open). */
export async function openWizard(page: Page, path = "/register"): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(stepHeading(page, "Your membership")).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

export async function chooseCountry(page: Page, country: string): Promise<void> {
  const select = page.getByRole("textbox", { name: "Country" });
  await select.click();
  await select.fill(country.slice(0, 5));
  await page.getByRole("option", { name: country, exact: true }).click();
}

export interface Company {
  name: string;
  country: string;
}

/** Step 1 → 2 as a non-member, filling the company step completely. */
export async function fillNonMemberCompany(page: Page, company: Company): Promise<void> {
  await button(page, "Continue").click();
  await expect(stepHeading(page, "Company profile")).toBeVisible();
  await textbox(page, "Company name").fill(company.name);
  await textbox(page, "Street address").fill("Keizersgracht 100");
  await textbox(page, "Postal code").fill("1015 AA");
  await textbox(page, "City").fill("Amsterdam");
  await chooseCountry(page, company.country);
  await textbox(page, "Website").fill("https://www.example.com");
  await textbox(page, "Telephone").fill("+31 20 555 0100");
  await textbox(page, "VAT number").fill("NL123456789B01");
  await textbox(page, "Company profile").fill("We buy and sell used laptops and servers.");
}

export async function fillInterests(page: Page): Promise<void> {
  await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
  await page.getByRole("checkbox", { name: "PC/Laptops" }).check();
  await page.getByRole("checkbox", { name: "Server/Storage" }).check();
  await page.getByRole("radio", { name: "Used" }).check();
}

export async function addAttendee(
  page: Page,
  attendee: { name?: string; fn?: string; email?: string; tbd?: boolean },
): Promise<void> {
  await button(page, "New Attendee").click();
  const dialog = page.getByRole("dialog", { name: "New Attendee" });
  await expect(dialog).toBeVisible();
  if (attendee.name) await dialog.getByRole("textbox", { name: "Name" }).fill(attendee.name);
  if (attendee.fn) await dialog.getByRole("textbox", { name: "Function" }).fill(attendee.fn);
  if (attendee.email) await dialog.getByRole("textbox", { name: "Email" }).fill(attendee.email);
  if (attendee.tbd) await dialog.getByRole("switch", { name: "To be decided" }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

/** The payment step's agreement to the privacy notice, which a registration needs. */
export const privacyAgreement = (page: Page) =>
  page.getByRole("checkbox", { name: "I agree to the privacy notice" });

/** Ticks the agreement to the privacy notice on the payment step, so the registration can be sent. */
export async function agreeToPrivacy(page: Page): Promise<void> {
  await privacyAgreement(page).check();
}

/**
 * A non-member company up to the payment overview with the given attendees, the privacy notice
 * agreed to: the next step is the "Register now" button.
 */
export async function nonMemberToPayment(page: Page, company: Company, attendees = 1): Promise<void> {
  await openWizard(page);
  await fillNonMemberCompany(page, company);
  await button(page, "Continue").click();
  await fillInterests(page);
  await button(page, "Continue").click();
  await expect(stepHeading(page, "Attendees")).toBeVisible();
  await addAttendee(page, { name: "Jan Jansen", fn: "Buyer", email: "jan@example.com" });
  for (let extra = 1; extra < attendees; extra += 1) await addAttendee(page, { tbd: true });
  await button(page, "Next").click();
  await expect(stepHeading(page, "Payment overview")).toBeVisible();
  await agreeToPrivacy(page);
}

export const invoiceRow = (page: Page, name: RegExp) =>
  page.getByRole("region", { name: "Invoice summary" }).getByRole("row", { name });

export const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
