import type { Locator, Page } from "@playwright/test";
import { ACCOUNTS, expect, expectAccessible, signInDirectly, tabTo, test } from "./fixtures.ts";

/** Whether the focused element is inside `container` (a dialog keeping focus in). */
const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) `times` times and expects focus never to leave `dialog`. */
async function expectFocusTrapped(page: Page, dialog: Locator, key: "Tab" | "Shift+Tab", times: number) {
  for (let press = 0; press < times; press++) {
    await page.keyboard.press(key);
    expect(await holdsFocus(dialog), `focus after ${press + 1} × ${key}`).toBe(true);
  }
}

test.describe("the check-in desk by keyboard alone", () => {
  test("finds a fresh attendee, checks them in with Enter, hears it, and undoes it through the confirm dialog", async ({
    page,
    freshAttendee,
  }) => {
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/checkin");
    await expect(page.getByRole("heading", { level: 1, name: "Check-in desk" })).toBeVisible();

    // People's names repeat among the sample companies; their company's name is theirs alone.
    const search = page.getByRole("searchbox", { name: "Find an attendee" });
    await tabTo(page, search);
    await page.keyboard.type(freshAttendee.company.name);
    const checkIn = page.getByRole("button", { name: `Check in ${freshAttendee.name}` });
    await expect(checkIn).toHaveCount(1);

    await tabTo(page, checkIn);
    await page.keyboard.press("Enter");
    // The result is read out from the desk's polite status line, and focus stays on the person's
    // button, which now offers the undo.
    const outcome = page.getByRole("status").filter({ hasText: `${freshAttendee.name} is checked in.` });
    await expect(outcome).toBeVisible();
    const undo = page.getByRole("button", { name: `Undo the check-in of ${freshAttendee.name}` });
    await expect(undo).toBeFocused();
    const result = page.getByRole("list", { name: "Attendees" }).getByRole("listitem");
    await expect(result.getByText(/^Checked in /)).toBeVisible();

    // The confirm dialog keeps focus in, both ways round; Escape gives it back to the opener.
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Undo this check-in?" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await expectFocusTrapped(page, dialog, "Tab", 4);
    await expectFocusTrapped(page, dialog, "Shift+Tab", 4);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(undo).toBeFocused();
    await expect(result.getByText(/^Checked in /)).toBeVisible();

    // Asked again, the undo goes through; focus comes back to the same button, a check-in again.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Yes, undo" }), { max: 6 });
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: `${freshAttendee.name}'s check-in is undone.` }),
    ).toBeVisible();
    await expect(result).toContainText("Not checked in");
    await expect(checkIn).toBeFocused();
    await expectAccessible(page, "check-in desk after an undo by keyboard");
  });
});
