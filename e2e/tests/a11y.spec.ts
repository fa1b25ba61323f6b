import type { Page } from "@playwright/test";
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

/**
 * Tabs through the page and returns each stop that looks the same focused as not (outline, box
 * shadow, border and background compared, on the element and on what stands for a hidden native
 * control: its label or parent).
 */
async function stopsWithoutVisibleFocus(page: Page, presses: number): Promise<string[]> {
  const unseen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    const missing = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      const label =
        active.closest("label") ?? (active.id ? document.querySelector(`label[for="${active.id}"]`) : null);
      const watched = [
        active,
        active.parentElement,
        label,
        ...(label ? label.querySelectorAll("*") : []),
      ].filter((element): element is Element => element !== null);
      // Styles that fade in (a border colour over 100 ms) are read at their end.
      const look = () => {
        for (const animation of document.getAnimations()) {
          if (animation instanceof CSSTransition) animation.finish();
        }
        return watched.map((element) => {
          const style = getComputedStyle(element);
          const outline =
            style.outlineStyle === "none" ? "none" : `${style.outlineWidth} ${style.outlineColor}`;
          return [outline, style.boxShadow, style.borderColor, style.backgroundColor].join("|");
        });
      };
      const focused = look();
      active.blur();
      const unfocused = look();
      // Back where it was: the next Tab goes on from here, and the indicator is the keyboard's.
      active.focus({ preventScroll: true });
      if (focused.some((value, index) => value !== unfocused[index])) return null;
      const name = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "";
      return `${active.tagName.toLowerCase()} "${name}"`;
    });
    if (missing) unseen.push(missing);
  }
  return unseen;
}

test.describe("focus is visible", () => {
  test("on every stop of the header, the home page and the program, signed out", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(/Sold out with/)).toBeVisible();
    expect(await stopsWithoutVisibleFocus(page, 40)).toEqual([]);
    await page.goto("/program");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    expect(await stopsWithoutVisibleFocus(page, 40)).toEqual([]);
  });

  test("on every stop of the directory and the scheduler, signed in", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await page.goto("/attendees");
    await expect(page.getByRole("status").filter({ hasText: /\d companies/ })).toBeVisible();
    expect(await stopsWithoutVisibleFocus(page, 40)).toEqual([]);
    await page.goto("/scheduler");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    expect(await stopsWithoutVisibleFocus(page, 40)).toEqual([]);
  });
});
