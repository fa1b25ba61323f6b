import type { Page } from "@playwright/test";
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
import { ownServer } from "./own-server.ts";

async function openSettings(page: Page) {
  await signInDirectly(page, ACCOUNTS.organiser.email);
  await page.goto("/organiser/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Event settings" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("heading", { level: 2, name: "Registration & scheduler" })).toBeVisible({
    timeout: 30_000,
  });
}

/** Saves the form and waits for the toast. */
async function saveSettings(page: Page) {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(snackbar(page, "Settings saved").first()).toHaveAttribute("role", "status");
  await expect(page.getByText("No changes")).toBeVisible();
}

test.describe("organiser console: settings, on a server of its own", () => {
  test("closing registration closes /register for visitors at once; a new home page text shows on /", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // A server of its own: closing registration there cannot disturb the specs that register on
    // the suite's server at the same time.
    const server = await ownServer("settings");
    const organiser = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const visitor = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    try {
      await server.start();
      const page = await organiser.newPage();
      await openSettings(page);
      await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });

      // The fresh demo edition ships with registration closed: open it first.
      const registration = page.getByRole("switch", { name: "Registration open" });
      await expect(registration).not.toBeChecked();
      await registration.check();
      await expect(page.getByText("Unsaved changes")).toBeVisible();
      await saveSettings(page);
      await expectAccessible(page, "settings saved success toast", { widths: A11Y_WIDTHS });
      const visit = await visitor.newPage();
      await visit.goto("/register");
      await expect(visit.getByRole("heading", { level: 1, name: "Register" })).toBeVisible();
      await expect(visit).toHaveURL(/\/register$/);
      await expect(visit.getByRole("button", { name: /^Step 1: Membership/ })).toBeVisible();

      await registration.uncheck();
      await page.getByRole("button", { name: "Save changes" }).click();
      const confirm = page.getByRole("dialog", { name: "Save and close?" });
      await expect(confirm).toContainText("Registration closes: companies can no longer register.");
      await expectAccessible(page, "save and close confirm dialog", { widths: A11Y_WIDTHS });
      await confirm.getByRole("button", { name: "Save and close" }).click();
      await expect(confirm).toBeHidden();
      await expect(snackbar(page, "Settings saved").first()).toBeVisible();
      await expect(page.getByText("No changes")).toBeVisible();
      await visit.goto("/register");
      await expect(visit).toHaveURL(/\/$/);
      await expect(visit.getByText("Registration is closed.")).toBeVisible();

      await registration.check();
      await saveSettings(page);
      await visit.goto("/register");
      await expect(visit.getByRole("button", { name: /^Step 1: Membership/ })).toBeVisible();
      await expect(visit).toHaveURL(/\/register$/);

      // A field the server refuses is pointed out at the field, and nothing is saved.
      const video = page.getByRole("textbox", { name: "Video address" });
      await video.fill("not a link");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(
        page.getByText("Enter a web address starting with https://, or leave it empty"),
      ).toBeVisible();
      await expect(video).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page, "settings form with a field error", { widths: A11Y_WIDTHS });
      await page.getByRole("button", { name: "Discard changes" }).click();
      await expect(page.getByText("No changes")).toBeVisible();

      const text = `Welcome to the trading floor of the year: ${Date.now()}.`;
      await page
        .getByRole("textbox", { name: "Home page text" })
        .fill(`${text}\n\nMeet the brokers you trade with.`);
      await saveSettings(page);
      await visit.goto("/");
      await expect(visit.getByText(text)).toBeVisible();
      await expect(visit.getByText("Meet the brokers you trade with.")).toBeVisible();
    } finally {
      await organiser.close();
      await visitor.close();
      await server.close();
    }
  });
});

test.describe("organiser console: settings on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the form shows placeholders while loading, then its sections stack, nothing scrolls sideways", async ({
    page,
  }) => {
    // Only read here: the suite's server is shared with the other specs.
    const release = await holdRequests(page, /\/api\/organiser\/settings$/);
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/settings");
    await expect(page.getByText("Loading the settings")).toBeAttached();
    await expectAccessible(page, "settings loading", { widths: A11Y_WIDTHS });
    release();
    await expect(page.getByRole("heading", { level: 2, name: "Registration & scheduler" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Home page" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Meetings" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Tables on the meeting floor, Thursday/ })).toHaveValue(
      /^\d+$/,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Left out of the statistics" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("organiser console: the people the statistics leave out", () => {
  test("a test account is found by name, added, shown in the audit log, and removed again", async ({
    page,
    freshAttendee,
  }) => {
    await openSettings(page);
    const lists = page.getByRole("region", { name: "Left out of the statistics" });
    const staff = lists.getByRole("region", { name: "Staff" });
    const tests = lists.getByRole("region", { name: "Test accounts" });
    await expect(staff.getByText("Sophie van Dijk")).toBeVisible();

    const search = tests.getByRole("searchbox", { name: "Find a person to add to the test accounts" });
    await search.fill(freshAttendee.email);
    const add = tests.getByRole("button", { name: `Add ${freshAttendee.name} to the test accounts` });
    await expect(add).toBeVisible();
    await expectAccessible(page, "statistics person search results", { widths: A11Y_WIDTHS });
    await add.click();
    await expect(snackbar(page, `${freshAttendee.name} is left out of the statistics.`)).toBeVisible();
    await expect(tests.getByText(freshAttendee.name)).toBeVisible();
    await expectAccessible(page, "test account added", { widths: A11Y_WIDTHS });

    await page.goto(`/organiser/audit?q=${encodeURIComponent(freshAttendee.name)}`);
    const entry = page.getByRole("button", { name: new RegExp(`Left ${freshAttendee.name}`) });
    await expect(entry).toContainText("Left out of the statistics");

    await page.goto("/organiser/settings");
    await page.getByRole("button", { name: `Remove ${freshAttendee.name} from the test accounts` }).click();
    await expect(snackbar(page, `${freshAttendee.name} counts in the statistics again.`)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Test accounts" }).getByText(freshAttendee.name),
    ).toHaveCount(0);
  });
});
