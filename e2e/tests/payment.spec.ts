import type { Page } from "@playwright/test";
import { readOutbox } from "./dev-tools.ts";
import {
  A11Y_WIDTHS,
  expect,
  expectAccessible,
  type FreshAccount,
  signInWithForm,
  snackbar,
  test,
} from "./fixtures.ts";

const NEW_PASSWORD = "Harbour-Lantern-Quartz-47";

/** "EUR 1,670.00", as the pages show amounts. */
const eur = (cents: number) =>
  `EUR ${Math.floor(cents / 100).toLocaleString("en-GB")}.${String(cents % 100).padStart(2, "0")}`;

/**
 * Registers the member's company with one new attendee through the API, the way the wizard's last
 * step does, and returns the checkout link and the amount the server computed.
 * @example const { link, totalCents, attendee } = await registerMember(page, freshMember);
 */
async function registerMember(page: Page, account: FreshAccount) {
  // Registration was opened by the global setup.
  const member = await page.request.post("/api/register/loginTBSToGrabInfo", {
    data: { email: account.email, password: account.password },
  });
  expect(member.status(), "marketplace sign-in").toBe(200);
  const { result } = (await member.json()) as {
    result: { companyProfile: Record<string, unknown>; membershipToken: string };
  };
  const attendee = {
    name: "Pia Payer",
    function: "Purchasing",
    email: `pia.payer.${Date.now()}@payer.example`,
    tel: "+44 20 7946 0000",
    tbd: false,
  };
  const registered = await page.request.post("/api/register", {
    data: {
      companyProfile: {
        streetAddress: "1 Market Street",
        city: "London",
        postalCode: "EC1A 1AA",
        country: 1,
        website: "https://marketplace.example",
        tel: "+44 20 7946 0001",
        vat: "",
        profile: "We trade refurbished IT hardware.",
        heardThrough: "Google or other search engine",
        ...result.companyProfile,
        categories: [1],
        trading: "used",
      },
      attendees: [attendee],
      utmParams: null,
      membershipToken: result.membershipToken,
      acceptPrivacy: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const body = (await registered.json()) as { link: string; invoice: { totalCents: number } };
  expect(body.link).toMatch(/\/payment\/checkout\/sim_/);
  return { link: body.link, totalCents: body.invoice.totalCents, attendee };
}

test("a member pays at the test checkout, and the attendee sets a password and signs in", async ({
  page,
  freshMember,
}) => {
  const { link, totalCents, attendee } = await registerMember(page, freshMember);
  const checkout = new URL(link);

  // 1. The simulated checkout shows the server's amount and says it is a test page.
  await page.goto(`${checkout.pathname}${checkout.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Test payment" })).toBeVisible();
  await expect(page.getByText("Test payment page of the embedded setup")).toBeVisible();
  await expect(page.getByTestId("checkout-amount")).toHaveText(eur(totalCents));
  await expectAccessible(page, "test checkout", { widths: A11Y_WIDTHS });

  // 2. Pay: the return page follows the payment to its real state.
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/return\?registration=\d+&key=/);
  await expect(
    page.getByText(
      "Payment received — thank you. Your attendees will receive an e-mail to set their password.",
    ),
  ).toBeVisible();
  await expect(page.getByText(eur(totalCents))).toBeVisible();
  await expectAccessible(page, "payment received", { widths: A11Y_WIDTHS });

  // 2b. Had the payment failed, the same page says so and offers to register again.
  await page.route("**/api/payments/status?*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { paymentStatus: string } };
    body.result.paymentStatus = "failed";
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(page.getByText("The payment has failed and nothing was charged.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to registration" })).toBeVisible();
  await expectAccessible(page, "payment failed", { widths: A11Y_WIDTHS });
  await page.unrouteAll();

  // 3. Once decided, the checkout cannot be paid again.
  await page.goto(`${checkout.pathname}${checkout.search}`);
  await expect(page.getByText("This payment has been paid.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);

  // 4. The attendee's mail carries the link to set a password.
  let setPath = "";
  await expect(async () => {
    const mails = (await readOutbox(page.request)).filter((m) => m.to === attendee.email);
    expect(mails.map((m) => m.subject)).toEqual(["Set your password"]);
    const match = mails[0]?.text.match(/https?:\/\/[^\s]+\?reset=[\w%-]+/);
    expect(match, "set-password link in the outbox").toBeTruthy();
    const url = new URL(match?.[0] ?? "");
    setPath = `${url.pathname}${url.search}`;
  }).toPass({ timeout: 10_000 });

  // 5. Open it, choose a strong password, and sign in with it.
  await page.goto(setPath);
  const changeDialog = page.getByRole("dialog", { name: "Choose a new password" });
  await expect(changeDialog).toBeVisible();
  await changeDialog.getByRole("textbox", { name: "New password" }).fill(NEW_PASSWORD);
  const save = changeDialog.getByRole("button", { name: "Save new password" });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(snackbar(page, "Password succesfully updated. Please login")).toBeVisible();
  // After a reset the sign-in dialog opens by itself.
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await signInWithForm(page, attendee.email, NEW_PASSWORD);
  await expect(page.getByRole("button", { name: `Account menu for ${attendee.name}` })).toBeVisible();
});

test("the return page refuses a link without its key, on a phone-sized screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/payment/return?registration=1&key=not-the-right-key-at-all");
  await expect(page.getByRole("heading", { level: 1, name: "Your payment" })).toBeVisible();
  await expect(page.getByText("This link names no payment.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to registration" })).toBeVisible();
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflows).toBe(false);
  await expectAccessible(page);
});

test("an unknown test checkout says so", async ({ page }) => {
  await page.goto("/payment/checkout/sim_doesnotexistatall0000");
  await expect(page.getByText("There is no payment at this address.")).toBeVisible();
  await expectAccessible(page);
});
