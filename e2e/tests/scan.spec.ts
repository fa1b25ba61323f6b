import { LEADS_MESSAGES } from "@ebm/shared/messages";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  EVENT_TIME,
  fakeCameraLaunchOptions,
  leadsOf,
  onEventClock,
  phoneWithCamera,
  scannedBadgeOf,
  scannerAndBadge,
  writeCameraPicture,
} from "./badge-helpers.ts";
import {
  A11Y_WIDTHS,
  expect,
  expectAccessible,
  type FreshAccount,
  signInDirectly,
  test,
} from "./fixtures.ts";
import { newAttendee } from "./scheduler-helpers.ts";

// A phone whose camera films the picture this worker writes (badge-helpers.ts); the file exists
// before the browser starts.
test.use({
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  launchOptions: fakeCameraLaunchOptions(),
});

test.describe("Scanning badges", () => {
  test("a scanned badge is saved with notes and rating, the same person again gets the §8 error", async ({
    playwright,
    baseURL,
    request,
    freshAttendee,
  }) => {
    // Three scanner states, each scanned at three widths.
    test.setTimeout(90_000);
    const other = await newAttendee(request);
    const { scanner, badge } = await scannerAndBadge(request, freshAttendee, other);
    const phone = await phoneWithCamera(playwright.chromium, baseURL, badge.url);
    try {
      await scanSaveAndRefuse(phone.page, request, freshAttendee, other, scanner);
    } finally {
      await phone.close();
    }
  });

  test("a QR code that is not a badge is a scan error with Scan Again", async ({
    playwright,
    baseURL,
    freshAttendee,
  }) => {
    const phone = await phoneWithCamera(playwright.chromium, baseURL, "https://example.com/checkin?id=42");
    const { page } = phone;
    try {
      await signInDirectly(page, freshAttendee.email, freshAttendee.password);
      const error = page.getByRole("alert").filter({ hasText: LEADS_MESSAGES.scanError });
      // Opened again until the fake camera films the picture (it may start on an empty frame).
      await expect(async () => {
        await page.goto("/scan");
        await expect(error).toBeVisible({ timeout: 15_000 });
      }).toPass({ timeout: 60_000 });
      await expect(error.getByRole("button", { name: LEADS_MESSAGES.scanAgain })).toBeVisible();
      await expectAccessible(page, "a QR code that is not a badge", { widths: A11Y_WIDTHS });
    } finally {
      await phone.close();
    }
  });

  test("offline, a scan waits on the phone with its scan time and is saved once when the connection returns", async ({
    page,
    playwright,
    baseURL,
    request,
    freshAttendee,
  }) => {
    // Three scanner states, each scanned at three widths.
    test.setTimeout(120_000);
    const other = await newAttendee(request);
    const { scanner, badge } = await scannerAndBadge(request, freshAttendee, other);
    // The scanner while its camera runs and finds nothing (this worker's browser, on a blank picture).
    writeCameraPicture(null);
    await onEventClock(page);
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/scan");
    await expect(page.getByRole("button", { name: "Stop scanning" })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, "scanning with the camera on", { widths: A11Y_WIDTHS });

    // The badge, filmed by a phone whose camera has only ever played it (phoneWithCamera): read once
    // online (nothing saved), then the connection goes and it is read again.
    const phone = await phoneWithCamera(playwright.chromium, baseURL, badge.url);
    try {
      const scanning = phone.page;
      await scannedBadgeOf(scanning, freshAttendee, other);
      expect(await leadsOf(request, scanner)).toHaveLength(0);
      await scanning.context().setOffline(true);
      await scanning.getByRole("button", { name: "Cancel" }).click();
      await expect(scanning.getByText("You are offline")).toBeVisible({ timeout: 30_000 });
      await expectAccessible(scanning, "a badge read without a connection", { widths: A11Y_WIDTHS });
      await scanning.getByRole("textbox", { name: "Notes" }).fill("Met at the coffee bar");
      await scanning.getByRole("radio", { name: "Hot" }).check();
      await scanning.getByRole("button", { name: "Save lead" }).click();
      await expect(
        scanning.getByRole("status").filter({ hasText: "1 scan is waiting for a connection." }),
      ).toBeVisible();
      await expectAccessible(scanning, "a scan waiting for a connection", { widths: A11Y_WIDTHS });
      expect(await leadsOf(request, scanner)).toHaveLength(0);

      // A minute later the connection returns: the lead keeps the time of its scan.
      await scanning.clock.setFixedTime(new Date(EVENT_TIME.getTime() + 60_000));
      await scanning.context().setOffline(false);
      await expect(scanning.getByText("1 waiting scan saved")).toBeVisible();
      await expect(scanning.getByText("waiting for a connection")).toBeHidden();
      await expect.poll(async () => (await leadsOf(request, scanner)).length).toBe(1);
      const [lead] = await leadsOf(request, scanner);
      expect(lead).toMatchObject({ contactName: other.name, notes: "Met at the coffee bar", rating: "hot" });
      expect(new Date(lead?.scannedAt ?? 0).getTime()).toBe(EVENT_TIME.getTime());

      // Opening the scanner again sends nothing more: the queue is empty.
      await scanning.reload();
      await expect(scanning.getByRole("heading", { level: 1, name: "Scan a lead" })).toBeVisible();
      expect(await leadsOf(request, scanner)).toHaveLength(1);
    } finally {
      await phone.close();
    }
  });

  test("a scan that waits is sent from any page once the connection returns, once", async ({
    page,
    context,
    request,
    freshAttendee,
  }) => {
    const other = await newAttendee(request);
    const { scanner, badge } = await scannerAndBadge(request, freshAttendee, other);
    await onEventClock(page);
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/leads");
    await expect(page.getByRole("heading", { name: LEADS_MESSAGES.empty })).toBeVisible({ timeout: 30_000 });

    // The app's parts that load after the page (sign-in dialogs, toasts) are in before the connection goes.
    await page.waitForLoadState("networkidle");
    // Without a connection, a scan made on /scan earlier waits on the phone (as the scanner keeps it).
    await context.setOffline(true);
    await page.evaluate(({ key, scan }) => window.localStorage.setItem(key, JSON.stringify([scan])), {
      key: `ebm.scanQueue.${scanner.id}`,
      scan: {
        clientId: crypto.randomUUID(),
        code: badge.code,
        notes: "Scanned in the hall",
        rating: "warm",
        scannedAt: EVENT_TIME.toISOString(),
      },
    });

    // The connection returns while the leads list is open: the scan is saved there, once.
    await context.setOffline(false);
    await expect(page.getByText("1 waiting scan saved")).toBeVisible();
    await expect(page.getByRole("main").getByText(other.name)).toBeVisible();
    await expect.poll(async () => (await leadsOf(request, scanner)).length).toBe(1);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), `ebm.scanQueue.${scanner.id}`),
    ).toBeNull();
    const [lead] = await leadsOf(request, scanner);
    expect(lead).toMatchObject({ notes: "Scanned in the hall", rating: "warm" });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible({ timeout: 30_000 });
    expect(await leadsOf(request, scanner)).toHaveLength(1);
  });
});

/** Scans `other`'s badge, saves it as a lead, then scans it again and is refused (§8). */
async function scanSaveAndRefuse(
  page: Page,
  request: APIRequestContext,
  freshAttendee: FreshAccount,
  other: FreshAccount,
  scanner: Awaited<ReturnType<typeof scannerAndBadge>>["scanner"],
) {
  // Scanned: the person's details with the notes and the rating.
  await scannedBadgeOf(page, freshAttendee, other);
  await expect(page.getByText(other.email)).toBeVisible();
  await expect(page.getByText(other.company.name)).toBeVisible();
  // The result is read out by the page's polite live region; focus stays where it was.
  await expect(page.getByText(`Badge scanned: ${other.name}.`)).toBeAttached();
  await expect(
    page.getByText(`Badge scanned: ${other.name}.`).locator("xpath=ancestor::*[@aria-live]"),
  ).toHaveAttribute("aria-live", "polite");
  await expectAccessible(page, "a scanned badge with the lead form", { widths: A11Y_WIDTHS });
  await page.getByRole("textbox", { name: "Notes" }).fill("Wants 200 refurbished servers");
  await page.getByRole("radio", { name: "Warm" }).check();
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Lead saved: ${other.name}` })).toBeVisible();
  await expectAccessible(page, "a saved lead, the camera off", { widths: A11Y_WIDTHS });

  const [lead] = await leadsOf(request, scanner);
  expect(lead).toMatchObject({
    contactName: other.name,
    notes: "Wants 200 refurbished servers",
    rating: "warm",
  });
  expect(new Date(lead?.scannedAt ?? 0).getTime()).toBe(EVENT_TIME.getTime());

  // The same badge again: scanned, but the save is refused with the §8 text and Scan Again.
  await page.getByRole("button", { name: "Scan next badge" }).click();
  await expect(page.getByRole("heading", { level: 2, name: other.name })).toBeVisible();
  await page.getByRole("button", { name: "Save lead" }).click();
  const error = page.getByRole("alert").filter({ hasText: LEADS_MESSAGES.saveError });
  await expect(error).toBeVisible();
  await expect(error.getByRole("button", { name: LEADS_MESSAGES.scanAgain })).toBeVisible();
  await expectAccessible(page, "a lead that cannot be saved", { widths: A11Y_WIDTHS });
  expect(await leadsOf(request, scanner)).toHaveLength(1);
}
