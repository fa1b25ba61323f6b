import type { Page, Request } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoA11yViolations, signInWithForm, test } from "./fixtures.ts";

/*
 * The five-step registration at /register. Registration ships closed; the browser tests' global
 * setup opens it as the organiser. These tests run one at a time: the member path registers the
 * demo marketplace company once.
 */
test.describe.configure({ mode: "serial" });

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Opens the wizard (waiting until the public settings say registration is open). */
async function openWizard(page: Page, path = "/register"): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(stepHeading(page, "Your membership")).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

async function chooseCountry(page: Page, country: string): Promise<void> {
  const select = page.getByRole("textbox", { name: "Country" });
  await select.click();
  await select.fill(country.slice(0, 5));
  await page.getByRole("option", { name: country, exact: true }).click();
}

interface Company {
  name: string;
  country: string;
}

/** Step 1 → 2 as a non-member, filling the company step completely. */
async function fillNonMemberCompany(page: Page, company: Company): Promise<void> {
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

async function fillInterests(page: Page): Promise<void> {
  await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
  await page.getByRole("checkbox", { name: "PC/Laptops" }).check();
  await page.getByRole("checkbox", { name: "Server/Storage" }).check();
  await page.getByRole("radio", { name: "Used" }).check();
}

async function addAttendee(
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

/** A non-member company up to the payment overview with the given attendees. */
async function nonMemberToPayment(page: Page, company: Company, attendees = 1): Promise<void> {
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
}

const invoiceRow = (page: Page, name: RegExp) =>
  page.getByRole("region", { name: "Invoice summary" }).getByRole("row", { name });

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

test("closed registration sends the visitor home with a note", async ({ page }) => {
  await page.route("**/api/misc/allSettings", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { payload: { event: { registrationOpen: boolean } } };
    body.payload.event.registrationOpen = false;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/register");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Registration is closed.")).toBeVisible();
  await expect(stepHeading(page, "Your membership")).toHaveCount(0);
});

test("a non-member passes every rule, goes back at each step and registers", async ({ page }) => {
  await openWizard(page);
  await expectNoA11yViolations(page);
  await expect(page.getByRole("button", { name: "Step 1 of 5: Membership, current" })).toBeVisible();

  // Step 2: every field is required; Continue stays disabled until all are valid.
  await button(page, "Continue").click();
  await expect(stepHeading(page, "Company profile")).toBeVisible();
  const next = button(page, "Continue");
  await expect(next).toBeDisabled();
  for (const name of ["Company name", "Street address", "Postal code", "City", "Website", "Telephone"]) {
    await textbox(page, name).focus();
    await textbox(page, name).blur();
  }
  await expect(page.getByText("This field is required")).toHaveCount(6);
  await expect(page.getByRole("combobox", { name: "How did you hear about us?" })).toHaveValue(
    "Google or other search engine",
  );
  const heardOptions = page.getByRole("combobox", { name: "How did you hear about us?" }).getByRole("option");
  await expect(heardOptions).toHaveText([
    "Google or other search engine",
    "Facebook",
    "LinkedIn",
    "Business Relation",
    "TBS Mailing",
    "TBS Sales",
    "TBS Website",
  ]);
  const company = { name: unique("Tulip Trading B.V."), country: "Netherlands" };
  await textbox(page, "Company name").fill(company.name);
  await textbox(page, "Street address").fill("Keizersgracht 100");
  await textbox(page, "Postal code").fill("1015 AA");
  await textbox(page, "City").fill("Amsterdam");
  await chooseCountry(page, company.country);
  await textbox(page, "Website").fill("https://www.tulip.example");
  await textbox(page, "Telephone").fill("+31 20 555 0100");
  await textbox(page, "VAT number").fill("NL123456789B01");
  await page.getByRole("combobox", { name: "How did you hear about us?" }).selectOption("LinkedIn");
  await expect(next).toBeDisabled();
  // The profile: at most 1000 characters, with a counter.
  const profile = textbox(page, "Company profile");
  await profile.fill("x".repeat(1001));
  await expect(page.getByText("1001 / 1000 characters")).toBeVisible();
  await expect(page.getByText("This field must have at most 1000 characters")).toBeVisible();
  await expect(next).toBeDisabled();
  await profile.fill("We buy and sell used laptops and servers.");
  await expect(page.getByText("41 / 1000 characters")).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(next).toBeEnabled();

  // Back to step 1 and forward again: the company is kept.
  await button(page, "Back").click();
  await expect(stepHeading(page, "Your membership")).toBeVisible();
  await button(page, "Continue").click();
  await expect(textbox(page, "Company name")).toHaveValue(company.name);
  await expect(textbox(page, "City")).toHaveValue("Amsterdam");
  await expect(page.getByRole("combobox", { name: "How did you hear about us?" })).toHaveValue("LinkedIn");
  await next.click();

  // Step 3: at most three categories, and a trading type.
  await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
  const continueInterests = button(page, "Continue");
  await expect(continueInterests).toBeDisabled();
  for (const category of ["PC/Laptops", "Printers", "Mobile"]) {
    await page.getByRole("checkbox", { name: category }).check();
  }
  await page.getByRole("checkbox", { name: "Components" }).click();
  await expect(page.getByText("Choose a maximum of 3")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Components" })).not.toBeChecked();
  await expect(continueInterests).toBeDisabled();
  await page.getByRole("radio", { name: "New" }).check();
  await expect(continueInterests).toBeEnabled();
  await button(page, "Back").click();
  await expect(textbox(page, "VAT number")).toHaveValue("NL123456789B01");
  await button(page, "Continue").click();
  await expect(page.getByRole("checkbox", { name: "Mobile" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "New" })).toBeChecked();
  await continueInterests.click();

  // Step 4: the attendee dialog's save rule, TBD handling and removal.
  await expect(stepHeading(page, "Attendees")).toBeVisible();
  await expect(button(page, "Please add at least one attendee")).toBeDisabled();
  await button(page, "New Attendee").click();
  const dialog = page.getByRole("dialog", { name: "New Attendee" });
  const save = dialog.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Jan Jansen");
  await dialog.getByRole("textbox", { name: "Function" }).fill("Buyer");
  await dialog.getByRole("textbox", { name: "Email" }).fill("   ");
  await expect(save).toBeDisabled();
  await dialog.getByRole("switch", { name: "To be decided" }).check();
  await expect(save).toBeEnabled();
  await dialog.getByRole("switch", { name: "To be decided" }).uncheck();
  await dialog.getByRole("textbox", { name: "Email" }).fill("jan@tulip.example");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  const cards = page.getByRole("list", { name: "Attendees" }).getByRole("listitem");
  await expect(cards.filter({ hasText: "Jan Jansen" })).toContainText("-");
  await expect(button(page, "Next")).toBeEnabled();
  await expect(button(page, "Delete Jan Jansen")).toBeDisabled();

  await addAttendee(page, { tbd: true });
  const tbdCard = cards.filter({ has: page.getByRole("heading", { name: "TBD" }) });
  await expect(tbdCard).toContainText("To be decided");
  await expect(tbdCard.getByText("-", { exact: true })).toHaveCount(3);
  await expect(button(page, "Delete Jan Jansen")).toBeEnabled();
  await addAttendee(page, { name: "Piet Bakker", fn: "Sales", email: "piet@tulip.example" });
  await button(page, "Delete Piet Bakker").click();
  await expect(cards.filter({ hasText: "Piet Bakker" })).toHaveCount(0);
  // Editing keeps the card's details.
  await button(page, "Edit Jan Jansen").click();
  const editDialog = page.getByRole("dialog", { name: "Edit attendee" });
  await expect(editDialog.getByRole("textbox", { name: "Email" })).toHaveValue("jan@tulip.example");
  await editDialog.getByRole("textbox", { name: "Function" }).fill("Head of Purchasing");
  await editDialog.getByRole("button", { name: "Save" }).click();
  await expect(editDialog).toBeHidden();
  await expect(cards.filter({ hasText: "Jan Jansen" })).toContainText("Head of Purchasing");
  await expectNoA11yViolations(page);

  await button(page, "Back").click();
  await expect(page.getByRole("checkbox", { name: "Printers" })).toBeChecked();
  await button(page, "Continue").click();
  await expect(cards).toHaveCount(3); // two attendees and the "New Attendee" card
  await button(page, "Next").click();

  // Step 5: the invoice of a Dutch non-member with two attendees.
  await expect(stepHeading(page, "Payment overview")).toBeVisible();
  await expect(page.getByText("Keizersgracht 100, 1015 AA Amsterdam")).toBeVisible();
  await expect(invoiceRow(page, /Subtotal/)).toContainText("EUR 2,665.00");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("21%");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("EUR 559.65");
  await expect(invoiceRow(page, /^Total/)).toContainText("EUR 3,224.65");
  await expect(page.getByText("EUR 100.00 per attendee is donated to charity.")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Accepted payment methods" }).getByRole("listitem"),
  ).toHaveCount(15);
  await expectNoA11yViolations(page);
  await button(page, "Back").click();
  await expect(stepHeading(page, "Attendees")).toBeVisible();
  await button(page, "Next").click();

  const registerRequest = page.waitForRequest(
    (request) => request.url().endsWith("/api/register") && request.method() === "POST",
  );
  await button(page, "Register now").click();
  const body = (await registerRequest).postDataJSON() as {
    companyProfile: { streetAddress: string; tbsCompanyId: number | null; categories: number[] };
    attendees: { name: string; email: string; tel: string }[];
  };
  expect(body.companyProfile.streetAddress).toBe("Keizersgracht 100, 1015 AA Amsterdam");
  expect(body.companyProfile.tbsCompanyId).toBeNull();
  expect(body.companyProfile.categories).toEqual([1, 2, 7]);
  expect(body.attendees[1]).toMatchObject({ name: "TBD", email: "-", tel: "-" });
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toBeVisible();
  await expect(page.getByText(/our team will first verify your company details/)).toBeVisible();
  await expect(stepHeading(page, "Payment overview")).toHaveCount(0);
});

test("a German company is reverse-charged", async ({ page }) => {
  await nonMemberToPayment(page, { name: unique("Berlin Hardware GmbH"), country: "Germany" }, 2);
  await expect(invoiceRow(page, /VAT Total/)).toContainText("Reverse Charge");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("EUR 0.00");
  await expect(invoiceRow(page, /^Total/)).toContainText("EUR 2,665.00");
});

test("a wrong marketplace password shows the membership failure", async ({ page }) => {
  await openWizard(page);
  const member = page.getByRole("region", { name: "I have a paid TBS Membership" });
  await member.getByRole("textbox", { name: "Marketplace email" }).fill(ACCOUNTS.marketplace.email);
  await member.getByRole("textbox", { name: "Marketplace password" }).fill("not-the-password");
  await member.getByRole("button", { name: "Sign in and continue" }).click();
  await expect(page.getByText("Fetching your records from the event organiser failed")).toBeVisible();
  await expect(stepHeading(page, "Your membership")).toBeVisible();
});

test("a failed registration shows the server's message and no thank-you", async ({ page }) => {
  const events: { event: string; data?: { message?: string } }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/register/logEvent")) events.push(request.postDataJSON());
  });
  await page.route("**/api/register", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: { status: 400, error: "Bad Request", message: "The VAT number is not valid", field: "vat" },
        })
      : route.fallback(),
  );
  await nonMemberToPayment(page, { name: unique("Failing Trading"), country: "Netherlands" });
  await button(page, "Register now").click();
  const snackbar = page.getByRole("alert").filter({ hasText: "Error while registering" });
  await expect(snackbar).toContainText("The VAT number is not valid");
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toHaveCount(0);
  await expect(stepHeading(page, "Payment overview")).toBeVisible();
  await expect
    .poll(() => events.find((e) => e.event === "registration_failed")?.data?.message)
    .toBe("The VAT number is not valid");

  await page.unroute("**/api/register");
  await page.route("**/api/register", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
  );
  await button(page, "Register now").click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failure to send the registration request." }),
  ).toBeVisible();
  await expect
    .poll(() => events.filter((e) => e.event === "registration_failed").at(-1)?.data?.message)
    .toBe("Unknown error");
});

test("leaving the wizard after step 2 records an abandoned registration", async ({ page }) => {
  const events: { event: string; page?: string }[] = [];
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/api/register/logEvent")) events.push(request.postDataJSON());
  });
  await openWizard(page);
  await expect.poll(() => events.some((e) => e.event === "registration_start")).toBe(true);
  await fillNonMemberCompany(page, { name: unique("Leaving Ltd"), country: "Netherlands" });
  await button(page, "Continue").click();
  await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Program" }).first().click();
  await expect(page).toHaveURL(/\/program$/);
  await expect.poll(() => events.find((e) => e.event === "registration_abandoned")?.page).toBe("/program");
});

test("leaving at step 2 is not an abandoned registration", async ({ page }) => {
  const events: string[] = [];
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/api/register/logEvent")) events.push(request.postDataJSON().event);
  });
  await openWizard(page);
  await button(page, "Continue").click();
  await expect(stepHeading(page, "Company profile")).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Program" }).first().click();
  await expect(page).toHaveURL(/\/program$/);
  await expect.poll(() => events.filter((e) => e === "page_view").length).toBeGreaterThanOrEqual(2);
  expect(events).not.toContain("registration_abandoned");
});

test("campaign parameters of the landing address are sent with the registration", async ({ page }) => {
  await openWizard(page, "/register?utm_source=x&utm_medium=y&utm_campaign=z");
  const stored = await page.evaluate(() => window.localStorage.getItem("ebm.utmParams"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({
    utm_source: "x",
    utm_medium: "y",
    utm_campaign: "z",
    referrer: "Direct",
  });
  await fillNonMemberCompany(page, { name: unique("Campaign Trading"), country: "Netherlands" });
  await button(page, "Continue").click();
  await fillInterests(page);
  await button(page, "Continue").click();
  await addAttendee(page, { name: "Eva de Vries", fn: "Owner", email: "eva@campaign.example" });
  await button(page, "Next").click();
  const registerRequest = page.waitForRequest(
    (request) => request.url().endsWith("/api/register") && request.method() === "POST",
  );
  await button(page, "Register now").click();
  const body = (await registerRequest).postDataJSON() as { utmParams: Record<string, string> };
  expect(body.utmParams).toMatchObject({
    utm_source: "x",
    utm_medium: "y",
    utm_campaign: "z",
    referrer: "Direct",
  });
  expect(body.utmParams.clickedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toBeVisible();
});

test("a marketplace member signs in, sees the company locked, pays, and a new attendee signs in", async ({
  page,
}) => {
  await openWizard(page);
  const member = page.getByRole("region", { name: "I have a paid TBS Membership" });
  await member.getByRole("textbox", { name: "Marketplace email" }).fill(ACCOUNTS.marketplace.email);
  await member.getByRole("textbox", { name: "Marketplace password" }).fill(DEMO_PASSWORD);
  const loginResponse = page.waitForResponse("**/api/register/loginTBSToGrabInfo");
  await member.getByRole("button", { name: "Sign in and continue" }).click();
  const { result } = (await (await loginResponse).json()) as { result: { id: number } };

  await expect(stepHeading(page, "Company profile")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("ebm.registration.lastTbsUserId"))).toBe(
    String(result.id),
  );
  expect(await page.evaluate(() => window.localStorage.getItem("ebm.registration.membership"))).toBe("Yes");
  const name = textbox(page, "Company name");
  await expect(name).toHaveValue("Marketplace Member Ltd");
  for (const field of ["Company name", "Address", "Country", "Website", "Telephone", "VAT number"]) {
    await expect(textbox(page, field)).toHaveAttribute("readonly", "");
  }
  await expect(textbox(page, "Country")).toHaveValue("United Kingdom");
  await expect(textbox(page, "City")).toHaveCount(0);
  await expect(textbox(page, "Postal code")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await button(page, "Continue").click();

  await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Networking/Telecom" })).toBeChecked();
  await button(page, "Continue").click();
  await expect(page.getByRole("heading", { name: "Oliver Bennett" })).toBeVisible();
  // A colleague who has no account yet comes too.
  const newcomer = { name: "Pia Wizard", email: `pia.wizard.${Date.now()}@marketplace-member.example` };
  await addAttendee(page, { name: newcomer.name, fn: "Buyer", email: newcomer.email });
  await button(page, "Payment overview").click();
  await expect(invoiceRow(page, /Subtotal/)).toContainText("EUR 1,990.00");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("0%");

  // The browser leaves at once, so the answer is read on its way to the page.
  let link = "";
  await page.route("**/api/register", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { status: number; link: string | null; isMember: boolean };
    expect(json).toMatchObject({ status: 200, isMember: true });
    link = json.link ?? "";
    await route.fulfill({ response, json });
  });
  await button(page, "Register and Pay").click();
  await expect.poll(() => link).not.toBe("");
  await page.waitForURL(link);

  // The hosted checkout (simulated in the embedded setup): pay, and the return page confirms it.
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(
    page.getByText(
      "Payment received — thank you. Your attendees will receive an e-mail to set their password.",
    ),
  ).toBeVisible();

  // The new attendee is mailed a link to choose a password, and signs in with it.
  let setPath = "";
  await expect(async () => {
    const response = await page.request.get("/api/dev/mail");
    const { payload } = (await response.json()) as {
      payload: { to: string; subject: string; text: string }[];
    };
    const mail = payload.find((m) => m.to === newcomer.email && m.subject === "Set your password");
    const match = mail?.text.match(/https?:\/\/[^\s]+\?reset=[\w%-]+/);
    expect(match, "set-password link in the outbox").toBeTruthy();
    const url = new URL(match?.[0] ?? "");
    setPath = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 10_000 });
  await page.goto(setPath);
  const choose = page.getByRole("dialog", { name: "Choose a new password" });
  await choose.getByRole("textbox", { name: "New password" }).fill("Quayside-Lantern-Harbour-58");
  await choose.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Password succesfully updated" })).toBeVisible();
  await signInWithForm(page, newcomer.email, "Quayside-Lantern-Harbour-58");
  await expect(page.getByRole("button", { name: `Account menu for ${newcomer.name}` })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the wizard fits a 375 px screen without accessibility violations", async ({ page }) => {
    await openWizard(page);
    await expectNoA11yViolations(page);
    await nonMemberToPayment(page, { name: unique("Pocket Trading"), country: "Netherlands" });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await expect(invoiceRow(page, /^Total/)).toContainText("EUR 2,020.70");
    await expectNoA11yViolations(page);
  });
});
