import type { Page } from "@playwright/test";
import { ACCOUNTS, expect, signInDirectly, test } from "./fixtures.ts";
import { collectConsoleProblems, LANDING_PAGES, layoutShift, recordLayoutShifts } from "./polish-helpers.ts";

/** The header's height and the top of each main navigation item (one row: one top). */
async function headerShape(page: Page): Promise<{ height: number; rows: number }> {
  const height = (await page.getByRole("banner").boundingBox())?.height ?? 0;
  const tops = await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("listitem")
    .evaluateAll((items) =>
      items
        .filter((item) => item.parentElement?.closest("details") === null)
        .map((item) => Math.round(item.getBoundingClientRect().top)),
    );
  return { height, rows: new Set(tops).size };
}

const unreadLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Messages \d+ unread$/ });

test.describe("header at 1280 px", () => {
  test("keeps one row and one height signed out, signed in, and when the unread badge arrives", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    const signedOut = await headerShape(page);
    expect(signedOut.rows).toBe(1);

    // Anna has unread messages in the demo data. Their count is held back until the header has
    // been measured without it.
    let releaseUnread = () => {};
    const unreadHeld = new Promise<void>((resolve) => {
      releaseUnread = resolve;
    });
    await page.route("**/api/messages/unreadMessages", async (route) => {
      await unreadHeld;
      await route.continue();
    });
    await signInDirectly(page, ACCOUNTS.anna.email);
    await recordLayoutShifts(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: `Account menu for ${ACCOUNTS.anna.name}` })).toBeVisible();
    await expect(unreadLink(page)).toHaveCount(0);
    const signedIn = await headerShape(page);

    releaseUnread();
    await expect(unreadLink(page)).toBeVisible({ timeout: 15_000 });
    const withBadge = await headerShape(page);

    expect(signedIn).toEqual({ height: signedOut.height, rows: 1 });
    expect(withBadge).toEqual({ height: signedOut.height, rows: 1 });
    // Nothing moved when the account menu and the badge came in.
    const shift = await layoutShift(page);
    expect(shift.total, shift.sources.join("\n")).toBeLessThanOrEqual(0.01);
  });
});

test.describe("no layout shift while pages load (1280 px)", () => {
  for (const path of LANDING_PAGES) {
    test(`${path} signed out: CLS at most 0.05`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const shift = await layoutShift(page);
      expect(shift.total, shift.sources.join("\n")).toBeLessThanOrEqual(0.05);
    });
  }

  test("signed in, until the unread badge is there: CLS at most 0.05", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    await recordLayoutShifts(page);
    for (const path of ["/", "/program", "/attendees", "/sponsors"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(unreadLink(page)).toBeVisible({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      const shift = await layoutShift(page);
      expect(shift.total, `${path}\n${shift.sources.join("\n")}`).toBeLessThanOrEqual(0.05);
    }
  });
});

test.describe("console on load", () => {
  test("the main pages log no warning and no error, signed out and signed in", async ({ page }) => {
    const problems = collectConsoleProblems(page);
    for (const path of [...LANDING_PAGES, "/techtalk", "/pictures", "/attendeeDetails/1"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    await signInDirectly(page, ACCOUNTS.anna.email);
    for (const path of ["/", "/attendees", "/profile"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
  });
});
