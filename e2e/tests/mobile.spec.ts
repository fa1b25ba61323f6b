import { ACCOUNTS, expect, SITE_NAME, signInDirectly, test } from "./fixtures.ts";

test.describe("mobile layout (375 px)", () => {
  test("the burger opens a menu with every page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();

    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (const label of [
      "Program",
      "Tech Talk",
      "Attendees",
      "Testimonials",
      "Pictures",
      "Contact",
      "Register",
    ]) {
      await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await drawer.getByRole("link", { name: "Testimonials" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveTitle(`Testimonials | ${SITE_NAME}`);
  });

  test("no horizontal scrolling and the clocks fit", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("region", { name: "World clocks" }).getByText("Los Angeles")).toBeVisible();
  });

  test("signed in, the menu holds the account actions", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/program");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: "Scheduler" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Contact" })).toHaveCount(0);
    await drawer.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});
