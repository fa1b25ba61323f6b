import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` (or as far as the page goes) and returns where it stands. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  return scrollY(page);
}

test.describe("scroll position across navigation", () => {
  test("a new page starts at the top; back and forward return to where the reader was", async ({ page }) => {
    await page.goto("/program");
    await expect(page.getByRole("tab").first()).toBeVisible();
    const onProgram = await scrollTo(page, 100_000);

    // A link far down the page (the footer) opens the next page at its top.
    await page.getByRole("contentinfo").getByRole("link", { name: "Sponsors" }).click();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    const onSponsors = await scrollTo(page, 250);

    // So does a link in the (sticky) header, reached with the keyboard: moving through the header
    // leaves the page where it is, so back can return there.
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await mainNav
      .getByRole("link", { name: "Program" })
      .evaluate((link) => link.focus({ preventScroll: true }));
    await page.keyboard.press("Tab");
    await expect(mainNav.getByRole("link", { name: "Tech Talk" })).toBeFocused();
    expect(await scrollY(page)).toBe(onSponsors);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/techtalk$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect.poll(() => scrollY(page)).toBe(onSponsors);
    await page.goBack();
    await expect(page).toHaveURL(/\/program$/);
    await expect.poll(() => scrollY(page)).toBe(onProgram);
    await page.goForward();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect.poll(() => scrollY(page)).toBe(onSponsors);
  });
});

test.describe("scroll position of pages opened by their address", () => {
  test("a page opened by its address starts at the top, whatever the page before it", async ({ page }) => {
    await page.goto("/program");
    await expect(page.getByRole("tab").first()).toBeVisible();
    await scrollTo(page, 100_000);

    await page.goto("/sponsors");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe("program day across a resize", () => {
  const thursday = "Thursday November 6";

  test("the chosen day stays chosen from desktop to phone width and back, and on reload", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Program" }).click();
    await page.getByRole("tab", { name: thursday }).click();
    await expect(page.getByRole("tab", { name: thursday })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/program\?day=2$/);

    // A phone's width shows all days stacked, without tabs.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: thursday })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("tab", { name: thursday })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Captain's Lunch" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("tab", { name: thursday })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Friday November 7" }).click();
    await expect(page).toHaveURL(/\/program\?day=3$/);
    // Choosing a day is no new page: back leaves the program.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown day in the address shows the first day", async ({ page }) => {
    await page.goto("/program?day=9");
    await expect(page.getByRole("tab", { name: "Wednesday November 5" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

test.describe("snackbars", () => {
  test("a success takes the place of the error before it", async ({ page }) => {
    // The page's clock is held, so the error cannot leave by its own timer during the test.
    await page.clock.install();
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await page
      .getByRole("dialog", { name: "Sign in" })
      .getByRole("button", { name: "Forgot your Password?" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByRole("textbox", { name: "Email" }).fill("nobody.here@example.com");

    let failNext = true;
    await page.route("**/api/companies/requestPassword", async (route) => {
      if (!failNext) return route.continue();
      return route.fulfill({
        status: 503,
        json: { status: 503, error: "Service Unavailable", message: "Try again" },
      });
    });
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Requesting a password reset failed" });
    await expect(error).toBeVisible();

    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    failNext = false;
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    const success = page.getByRole("status").filter({ hasText: "Password request successfull." });
    // Time moves only in small steps, far from the error's own three seconds.
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return success.isVisible();
      })
      .toBe(true);
    await page.clock.runFor(600);
    await expect(error).toHaveCount(0);
    await expect(success).toBeVisible();
  });
});
