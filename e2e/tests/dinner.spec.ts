import { DINNER_MESSAGES } from "@ebm/shared/messages";
import type { Page } from "@playwright/test";
import { logIn } from "./badge-helpers.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";

/** Serves captLunchSlotsTaken with some fields changed, as the organisers' review would leave them. */
async function dinnerAnswer(page: Page, change: Record<string, unknown>): Promise<void> {
  await page.route("**/api/misc/captLunchSlotsTaken", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...change } });
  });
}

const dinnerDialog = (page: Page) => page.getByRole("dialog", { name: "Captain's Dinner" });
const registerButton = (page: Page) =>
  page.getByRole("button", { name: "Register for the Captain's Dinner" });

test.describe("Captain's Dinner", () => {
  test("signed out, /program/captain-register opens the sign-in modal", async ({ page }) => {
    await page.goto("/program/captain-register");
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });
    await expect(registerButton(page)).toHaveCount(0);
  });

  test("a sales manager signs up from the Thursday tab, then waits for the review", async ({
    page,
    freshCompany,
  }) => {
    // Three states, each scanned at three widths.
    test.setTimeout(90_000);
    const [manager] = freshCompany.contacts;
    await signInDirectly(page, manager.email, manager.password);
    await page.goto("/program/captain-register");
    const dialog = dinnerDialog(page);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("tab", { name: /Thursday/, selected: true })).toBeVisible();
    await expectAccessible(page, "the dinner sign-up dialog", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: "Sign me up" }).click();
    const thanks = page.getByRole("dialog", { name: "Thank you for signing up" });
    await expect(thanks).toContainText(DINNER_MESSAGES.signedUp);
    await expectAccessible(page, "the dinner's thank-you dialog", { widths: A11Y_WIDTHS });
    await thanks.getByRole("button", { name: "Done" }).click();

    const reminder = page.getByRole("status", { name: "Captain's Dinner" });
    await expect(reminder).toContainText("waiting for the organiser's review");
    await expectAccessible(page, "the dinner reminder of a sign-up under review", { widths: A11Y_WIDTHS });
    // Pending is not approved: the entry and its link stay, and say it is taken. By keyboard, the
    // dialog gives focus back to the button that opened it.
    await registerButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(dinnerDialog(page).getByRole("alert")).toContainText(DINNER_MESSAGES.alreadyRegistered);
    await page.keyboard.press("Escape");
    await expect(dinnerDialog(page)).toBeHidden();
    await expect(registerButton(page)).toBeFocused();
  });

  test("an edition with two dinner evenings: the sign-up offers each with its places", async ({
    page,
    freshCompany,
  }) => {
    const [manager] = freshCompany.contacts;
    // The seats of the shared demo days stay as they are (the console's tests count them): the
    // sign-up is answered here, as the server answers it (its day rules have their server tests),
    // once the form has sent the evening picked.
    const sent: unknown[] = [];
    await page.route("**/api/misc/regCaptLunch", async (route) => {
      sent.push(route.request().postDataJSON());
      await dinnerAnswer(page, { registrationStatus: 2, registeredDay: 2 });
      await route.fulfill({ json: { status: 200, registrationStatus: 2 } });
    });
    await signInDirectly(page, manager.email, manager.password);
    await page.goto("/program/captain-register");
    const dialog = dinnerDialog(page);
    const evenings = dialog.getByRole("radiogroup", { name: "Which evening?" });
    await expect(evenings.getByRole("radio", { name: /Thursday 6 November, 19:00 – 22:00/ })).toBeChecked({
      timeout: 30_000,
    });
    await evenings.getByRole("radio", { name: /Friday 7 November/ }).check();
    await dialog.getByRole("button", { name: "Sign me up" }).click();
    const thanks = page.getByRole("dialog", { name: "Thank you for signing up" });
    await expect(thanks).toContainText(DINNER_MESSAGES.signedUp);
    await thanks.getByRole("button", { name: "Done" }).click();
    expect(sent).toEqual([{ contactId: manager.id, dayNumber: 2 }]);
    await expect(page.getByRole("status", { name: "Captain's Dinner" })).toContainText(
      "Your sign-up for the Captain's Dinner on Friday 7 November is waiting",
    );
  });

  test("a colleague who is not a sales manager or owner is told so", async ({ page, freshCompany }) => {
    const [, buyer] = freshCompany.contacts;
    await signInDirectly(page, buyer.email, buyer.password);
    await page.goto("/program/captain-register");
    await expect(dinnerDialog(page).getByRole("alert")).toContainText(DINNER_MESSAGES.notEligible, {
      timeout: 30_000,
    });
    await expect(dinnerDialog(page).getByRole("button", { name: "Sign me up" })).toHaveCount(0);
  });

  test("approved: the reminder shows and the Thursday dinner entry is hidden", async ({
    page,
    freshCompany,
  }) => {
    const [manager] = freshCompany.contacts;
    await dinnerAnswer(page, { registrationStatus: 1, registeredDay: 1 });
    await signInDirectly(page, manager.email, manager.password);
    await page.goto("/program?day=2");
    await expect(page.getByRole("status", { name: "Captain's Dinner" })).toContainText(
      "You are registered for the Captain's Dinner on Thursday 6 November, 19:00 – 22:00 (Dublin time)",
      { timeout: 30_000 },
    );
    await expect(page.getByRole("heading", { name: "Dinner party" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Captain's Dinner" })).toHaveCount(0);
    await expect(registerButton(page)).toHaveCount(0);
  });

  test("two approved colleagues: the modal says so and offers no sign-up", async ({
    page,
    request,
    freshCompany,
  }) => {
    const [manager, colleague] = freshCompany.contacts;
    await dinnerAnswer(page, {
      registrationStatus: 9,
      approvedRegistrations: [{ contactId: colleague.id }, { contactId: colleague.id + 100_000 }],
    });
    await logIn(request, manager);
    await signInDirectly(page, manager.email, manager.password);
    await page.goto("/program/captain-register");
    await expect(dinnerDialog(page).getByRole("alert")).toContainText(DINNER_MESSAGES.colleaguesApproved, {
      timeout: 30_000,
    });
    await expect(dinnerDialog(page).getByRole("button", { name: "Sign me up" })).toHaveCount(0);
  });

  test("a sign-up the server refuses closes the form and shows the failure modal", async ({
    page,
    request,
    freshCompany,
  }) => {
    const [manager] = freshCompany.contacts;
    const user = await logIn(request, manager);
    const first = await request.post("/api/misc/regCaptLunch", {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { contactId: user.id, dayNumber: 1 },
    });
    expect(first.status()).toBe(200);
    // The page still believes the user has not signed up (another tab did it meanwhile).
    await dinnerAnswer(page, { registrationStatus: 9, registeredDay: null });
    await signInDirectly(page, manager.email, manager.password);
    await page.goto("/program/captain-register");
    await dinnerDialog(page).getByRole("button", { name: "Sign me up" }).click({ timeout: 30_000 });
    const failure = page.getByRole("dialog", { name: "Sign-up failed" });
    await expect(failure).toContainText(DINNER_MESSAGES.alreadyRegistered);
    await expectAccessible(page, "the dinner's sign-up failed dialog", { widths: A11Y_WIDTHS });
    await expect(dinnerDialog(page)).toHaveCount(0);
  });
});
