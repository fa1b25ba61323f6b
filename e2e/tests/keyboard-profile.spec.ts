import type { Page } from "@playwright/test";
import { expect, signInDirectly, snackbar, tabTo, test } from "./fixtures.ts";

/** The own profile driven by the keyboard alone, once the page has loaded. */

const details = (page: Page) => page.getByRole("region", { name: "Company Details" });
const ownCard = (page: Page) =>
  page.getByRole("article").filter({ has: page.getByRole("button", { name: "More" }) });

/** Whether the focused button shows a focus ring (an outline of some width). */
const showsFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return false;
    const style = window.getComputedStyle(focused);
    return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
  });

test.describe("own profile by keyboard", () => {
  test("edits the company's phone and saves it; the success is announced as a status", async ({
    page,
    freshAttendee,
  }) => {
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/profile");
    const form = details(page);
    const phone = form.getByRole("textbox", { name: "Phone" });
    await expect(phone).toBeVisible();

    await tabTo(page, phone);
    await expect(phone).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("+31 20 555 0777");
    await expect(phone).toHaveValue("+31 20 555 0777");

    const save = form.getByRole("button", { name: "Update Company" });
    await tabTo(page, save);
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press("Enter");
    const saved = snackbar(page, "Company profile succesfully updated");
    await expect(saved).toHaveRole("status");
    await expect(saved).toHaveAttribute("aria-live", "polite");
    // The announcement does not take focus away from where the user was.
    await expect(save).toBeFocused();
    // The header shows the new phone: it was saved.
    await expect(page.getByRole("link", { name: "Call +31 20 555 0777" })).toBeVisible();
  });

  test("opens the picture upload dialog from the More menu, keeps focus inside, and returns it on Escape", async ({
    page,
    freshAttendee,
  }) => {
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/profile");
    const more = ownCard(page).getByRole("button", { name: "More" });
    await expect(more).toBeVisible();

    // Past the company's form and what it trades (a chip per category, condition and region).
    await tabTo(page, more, { max: 160 });
    expect(await showsFocus(page)).toBe(true);
    await page.keyboard.press("Enter");
    const item = page.getByRole("menuitem", { name: "Update Profile Picture" });
    await expect(item).toBeVisible();
    // The arrows move through the menu's items; Enter chooses one.
    await expect(async () => {
      if (!(await item.evaluate((element) => element === document.activeElement))) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(item).toBeFocused({ timeout: 100 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Update profile picture" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);

    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Shift+Tab");
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    await tabTo(page, dialog.getByRole("button", { name: "Cancel" }));

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus goes back to the menu's button that opened the dialog.
    await expect(more).toBeFocused();
  });
});
