import type { Page } from "@playwright/test";
import { badgeOf, cameraBrowser, fakeCameraLaunchOptions, writeCameraPicture } from "./badge-helpers.ts";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { holdRequests } from "./organiser-helpers.ts";
import { logIn } from "./scheduler-helpers.ts";

// The desk's camera films the picture this worker writes (badge-helpers.ts); the file exists
// before the browser starts.
test.use({
  launchOptions: fakeCameraLaunchOptions(),
});

const openDesk = async (page: Page, path = "/organiser/checkin") => {
  await signInDirectly(page, ACCOUNTS.organiser.email);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
};

test.describe("Check-in desk", () => {
  // Each state is scanned at three widths.
  test.describe.configure({ timeout: 90_000 });

  test("finds an attendee by typing, checks them in and undoes it, saying so politely", async ({
    page,
    freshAttendee,
  }) => {
    // While the attendees and the counts load, the desk shows placeholders.
    const release = await holdRequests(page, /\/api\/organiser\/checkin(\/stats)?(\?|$)/);
    await openDesk(page);
    await expect(page.getByText("Loading the attendees")).toBeAttached();
    await expectAccessible(page, "check-in desk loading", { widths: A11Y_WIDTHS });
    release();
    await expect(page.getByText(/^\d[\d,]* of \d[\d,]*$/)).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Find an attendee" });
    await search.fill(`nobody-${Date.now()}`);
    await expect(page.getByText(/^Nobody attending matches/)).toBeVisible();
    await expectAccessible(page, "check-in search finding nobody", { widths: A11Y_WIDTHS });

    await search.fill(freshAttendee.email);
    const result = page.getByRole("list", { name: "Attendees" }).getByRole("listitem");
    await expect(result).toHaveCount(1);
    await expect(result).toContainText("Not checked in");
    await expectAccessible(page, "check-in search results", { widths: A11Y_WIDTHS });

    await result.getByRole("button", { name: `Check in ${freshAttendee.name}` }).click();
    await expect(result.getByText(/^Checked in /)).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: `${freshAttendee.name} is checked in.` }),
    ).toBeVisible();

    await result.getByRole("button", { name: `Undo the check-in of ${freshAttendee.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Undo this check-in?" });
    await expect(dialog).toContainText(freshAttendee.name);
    await expectAccessible(page, "undo check-in confirm dialog", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: "Yes, undo" }).click();
    await expect(dialog).toBeHidden();
    await expect(result).toContainText("Not checked in");
    await expect(
      page.getByRole("status").filter({ hasText: `${freshAttendee.name}'s check-in is undone.` }),
    ).toBeVisible();

    // A check-in the server refuses is an error toast, kept until closed.
    await page.route(/\/api\/organiser\/checkin\/\d+$/, (route) =>
      route.fulfill({ status: 500, json: { message: "The desk is offline." } }),
    );
    await result.getByRole("button", { name: `Check in ${freshAttendee.name}` }).click();
    const failed = snackbar(page, "The desk is offline.");
    await expect(failed).toHaveAttribute("role", "alert");
    await expectAccessible(page, "check-in error toast", { widths: A11Y_WIDTHS });
    await failed.getByRole("button", { name: "Close notification" }).click();
    await expect(failed).toBeHidden();
    await expect(result).toContainText("Not checked in");
  });

  test("checks in by scanning a badge on the camera; the same badge again says when", async ({
    playwright,
    baseURL,
    request,
    freshAttendee,
  }) => {
    const badge = await badgeOf(request, await logIn(request, freshAttendee));
    // A browser of its own, whose camera has only ever played this badge (badge-helpers.ts).
    const camera = await cameraBrowser(playwright.chromium, badge.url);
    const page = await (
      await camera.newContext({ baseURL, viewport: { width: 1280, height: 800 }, serviceWorkers: "block" })
    ).newPage();
    try {
      // Chromium's fake camera may start on an empty frame on a busy machine: the desk is opened
      // again until the camera films the badge.
      await expect(async () => {
        await openDesk(page, "/organiser/checkin?mode=scan");
        await expect(page.getByRole("heading", { level: 3, name: freshAttendee.name })).toBeVisible({
          timeout: 15_000,
        });
      }).toPass({ timeout: 60_000 });
      // The result is read out from a polite status region; focus is not moved to it.
      await expect(
        page.getByRole("status").filter({ hasText: `${freshAttendee.name} is checked in.` }),
      ).toBeAttached();
      await expect(page.locator("p", { hasText: /^Checked in$/ })).toBeVisible();
      await expectAccessible(page, "badge scanned and checked in", { widths: A11Y_WIDTHS });

      await page.getByRole("button", { name: "Scan next badge" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `${freshAttendee.name} was already checked in at ` }),
      ).toBeAttached({ timeout: 30_000 });
      await expect(page.getByText(/^Already checked in at /)).toBeVisible();
      await expectAccessible(page, "badge scanned, already checked in");
      await expect(page.getByRole("heading", { level: 3, name: freshAttendee.name })).toBeVisible();
    } finally {
      await camera.close();
    }
  });
});

test.describe("Check-in desk on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.describe.configure({ timeout: 90_000 });

  test("search and each scanner state fit the screen", async ({ page, request, freshAttendee }) => {
    await openDesk(page);
    await page.getByRole("searchbox", { name: "Find an attendee" }).fill(freshAttendee.email);
    await expect(page.getByRole("button", { name: `Check in ${freshAttendee.name}` })).toBeVisible();
    let overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The camera films a blank picture: the scanner waits for a badge.
    writeCameraPicture(null);
    // The control's radio is drawn by its label.
    await page.locator("label", { hasText: "Scan badge" }).click();
    await expect(page.getByText("Hold the attendee's badge QR code in front of the camera.")).toBeVisible();
    await expect(page.locator("video")).toBeVisible();
    await expectAccessible(page, "badge scanner waiting for a badge", { widths: A11Y_WIDTHS });

    // A QR code that is not a badge is an alert, with the way to scan the next one.
    writeCameraPicture("https://example.com/not-a-badge");
    await page.locator("label", { hasText: "Search by name" }).click();
    await page.locator("label", { hasText: "Scan badge" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This QR code is not a badge" })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, "badge scanner reading a code that is not a badge", { widths: A11Y_WIDTHS });

    const badge = await badgeOf(request, await logIn(request, freshAttendee));
    writeCameraPicture(badge.url);
    await page.getByRole("button", { name: "Scan next badge" }).click();
    await expect(page.getByRole("heading", { level: 3, name: freshAttendee.name })).toBeVisible({
      timeout: 30_000,
    });
    overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
