import { ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";

test.describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  test("home, signed out", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(/Sold out with/)).toBeVisible();
    await expectAccessible(page);
  });

  test("home, signed in", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await page.goto("/");
    await expect(page.getByText(/Sold out with/)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the check-in page of a code that is not a badge", async ({ page }) => {
    await page.goto("/checkin?id=1");
    await expect(
      page.getByText("This badge code is not valid for this year's meeting.", { exact: false }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("the attendee directory, signed in, with a hover card open on a desktop", async ({
    page,
  }, testInfo) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await page.goto("/attendees");
    await expect(page.getByRole("status").filter({ hasText: /\d companies/ })).toBeVisible();
    await expectAccessible(page);
    // Hover cards belong to the desktop table; phones get a list of cards.
    if (testInfo.project.name !== "desktop") return;
    await page.getByRole("table").getByRole("link").first().hover();
    await expect(page.locator(".mantine-HoverCard-dropdown")).toBeVisible();
    await expectAccessible(page);
  });

  test("the pictures page", async ({ page }) => {
    await page.goto("/pictures");
    await expect(page.getByRole("link", { name: "Download Welcome drinks photo 5" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the sign-in modal", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    // Show the validation messages too.
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByText("This field is required").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a signed-in-only page when signed out", async ({ page }) => {
    await page.goto("/scheduler");
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "Please sign in" })).toBeVisible();
    // A modal still fading out would be measured at half its contrast.
    await expect(dialog).toBeHidden();
    await expectAccessible(page);
  });
});
