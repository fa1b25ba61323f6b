import type { Page } from "@playwright/test";
import { badgeOf, fakeCameraArgs, writeCameraPicture } from "./badge-helpers.ts";
import { ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";
import { logIn } from "./scheduler-helpers.ts";

// The desk's camera films the picture this worker writes (badge-helpers.ts); the file exists
// before the browser starts.
writeCameraPicture(null);
test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      ...fakeCameraArgs(),
    ],
  },
});

const openDesk = async (page: Page, path = "/organiser/checkin") => {
  await signInDirectly(page, ACCOUNTS.organiser.email);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
};

test.describe("Check-in desk", () => {
  test("finds an attendee by typing, checks them in and undoes it", async ({ page, freshAttendee }) => {
    await openDesk(page);
    await expect(page.getByText(/^\d[\d,]* of \d[\d,]*$/)).toBeVisible();
    await page.getByRole("searchbox", { name: "Find an attendee" }).fill(freshAttendee.email);
    const result = page.getByRole("list", { name: "Attendees" }).getByRole("listitem");
    await expect(result).toHaveCount(1);
    await expect(result).toContainText("Not checked in");
    await expectAccessible(page);

    await result.getByRole("button", { name: `Check in ${freshAttendee.name}` }).click();
    await expect(result.getByText(/^Checked in /)).toBeVisible();

    await result.getByRole("button", { name: `Undo the check-in of ${freshAttendee.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Undo this check-in?" });
    await dialog.getByRole("button", { name: "Yes, undo" }).click();
    await expect(dialog).toBeHidden();
    await expect(result).toContainText("Not checked in");
    await expect(result.getByRole("button", { name: `Check in ${freshAttendee.name}` })).toBeVisible();
  });

  test("checks in by scanning a badge on the camera; the same badge again says when", async ({
    page,
    request,
    freshAttendee,
  }) => {
    const badge = await badgeOf(request, await logIn(request, freshAttendee));
    writeCameraPicture(badge.url);
    await openDesk(page, "/organiser/checkin?mode=scan");

    await expect(page.getByRole("heading", { level: 3, name: freshAttendee.name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("status").filter({ hasText: /^Checked in$/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Scan next badge" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Already checked in at / })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { level: 3, name: freshAttendee.name })).toBeVisible();
  });
});

test.describe("Check-in desk on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("search and scan fit the screen", async ({ page, request, freshAttendee }) => {
    await openDesk(page);
    await page.getByRole("searchbox", { name: "Find an attendee" }).fill(freshAttendee.email);
    await expect(page.getByRole("button", { name: `Check in ${freshAttendee.name}` })).toBeVisible();
    await expectAccessible(page);
    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const badge = await badgeOf(request, await logIn(request, freshAttendee));
    writeCameraPicture(badge.url);
    // The control's radio is drawn by its label.
    await page.locator("label", { hasText: "Scan badge" }).click();
    await expect(page.getByRole("heading", { level: 3, name: freshAttendee.name })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page);
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
