import { CATEGORY_OPTIONS } from "@ebm/shared/constants";
import type { Request } from "@playwright/test";
import { readOutbox } from "./dev-tools.ts";
import { expect, expectAccessible, signInWithForm, snackbar, test } from "./fixtures.ts";
import {
  addAttendee,
  agreeToPrivacy,
  button,
  fillInterests,
  fillNonMemberCompany,
  invoiceRow,
  nonMemberToPayment,
  openWizard,
  stepHeading,
  textbox,
  unique,
} from "./register-steps.ts";

/*
 * The registration wizard, continued: what it records (abandoned, campaign parameters), the member
 * path to the end, and the phone layout. The member path registers a marketplace member made for it.
 */

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
  await agreeToPrivacy(page);
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
  freshMember,
}) => {
  // Wizard, checkout, mail and a new password: several pages in one walk.
  test.setTimeout(90_000);
  await openWizard(page);
  const member = page.getByRole("region", { name: "I have a paid TBS Membership" });
  await member.getByRole("textbox", { name: "Marketplace email" }).fill(freshMember.email);
  await member.getByRole("textbox", { name: "Marketplace password" }).fill(freshMember.password);
  const loginResponse = page.waitForResponse("**/api/register/loginTBSToGrabInfo");
  await member.getByRole("button", { name: "Sign in and continue" }).click();
  const { result } = (await (await loginResponse).json()) as { result: { id: number } };

  await expect(stepHeading(page, "Company profile")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("ebm.registration.lastTbsUserId"))).toBe(
    String(result.id),
  );
  expect(await page.evaluate(() => window.localStorage.getItem("ebm.registration.membership"))).toBe("Yes");
  const name = textbox(page, "Company name");
  await expect(name).toHaveValue(freshMember.company.name);
  for (const field of ["Company name", "Address", "Country", "Website", "Telephone", "VAT number"]) {
    await expect(textbox(page, field)).toHaveAttribute("readonly", "");
  }
  await expect(textbox(page, "Country")).toHaveValue(freshMember.company.country);
  await expect(textbox(page, "City")).toHaveCount(0);
  await expect(textbox(page, "Postal code")).toHaveCount(0);
  await expectAccessible(page);
  await button(page, "Continue").click();

  await expect(stepHeading(page, "Interests and preferences")).toBeVisible();
  // The member's interests come from the membership directory.
  for (const { id, name: interest } of CATEGORY_OPTIONS) {
    const box = page.getByRole("checkbox", { name: interest });
    if (freshMember.company.categories.includes(id)) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await button(page, "Continue").click();
  await expect(page.getByRole("heading", { name: freshMember.name })).toBeVisible();
  // A colleague who has no account yet comes too.
  const newcomer = { name: "Pia Wizard", email: `pia.wizard.${Date.now()}@marketplace-member.example` };
  await addAttendee(page, { name: newcomer.name, fn: "Buyer", email: newcomer.email });
  await button(page, "Payment overview").click();
  // Two attendees at the member price, with the organiser's Dutch VAT.
  await expect(invoiceRow(page, /Subtotal/)).toContainText("EUR 1,990.00");
  await expect(invoiceRow(page, /VAT Total/)).toContainText("21%");
  await expect(invoiceRow(page, /^Total/)).toContainText("EUR 2,407.90");
  await agreeToPrivacy(page);

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
    const mail = (await readOutbox(page.request)).find(
      (m) => m.to === newcomer.email && m.subject === "Set your password",
    );
    const match = mail?.text.match(/https?:\/\/[^\s]+\?reset=[\w%-]+/);
    expect(match, "set-password link in the outbox").toBeTruthy();
    const url = new URL(match?.[0] ?? "");
    setPath = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 10_000 });
  await page.goto(setPath);
  const choose = page.getByRole("dialog", { name: "Choose a new password" });
  await choose.getByRole("textbox", { name: "New password" }).fill("Quayside-Lantern-Harbour-58");
  await choose.getByRole("button", { name: "Save new password" }).click();
  await expect(snackbar(page, "Password succesfully updated")).toBeVisible();
  // After a reset the sign-in dialog opens by itself.
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await signInWithForm(page, newcomer.email, "Quayside-Lantern-Harbour-58");
  await expect(page.getByRole("button", { name: `Account menu for ${newcomer.name}` })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the wizard fits a 375 px screen without accessibility violations", async ({ page }) => {
    await openWizard(page);
    await expectAccessible(page);
    await nonMemberToPayment(page, { name: unique("Pocket Trading"), country: "Netherlands" });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await expect(invoiceRow(page, /^Total/)).toContainText("EUR 2,020.70");
    await expectAccessible(page);
  });
});
