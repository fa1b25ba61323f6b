import {
  A11Y_WIDTHS,
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { ownServer } from "./own-server.ts";

test.describe("the console's meeting days", () => {
  test("an organiser sees what a change would break on the current edition and goes back, then changes the next edition's day and dinner seats", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // The next edition it prepares would show in lists other tests read: on a server of its own.
    const server = await ownServer("meeting-days");
    try {
      await server.start();
      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      const organiser = await signInDirectly(page, ACCOUNTS.organiser.email, DEMO_PASSWORD);
      const next = await page.request.post("/api/organiser/editions", {
        headers: { authorization: `Bearer ${organiser.token}` },
        data: {
          name: "2026 Lisbon",
          city: "Lisbon",
          venue: "Tagus Riverside Centre",
          dateStart: "2026-11-04",
          timezone: "Europe/Lisbon",
        },
      });
      expect(next.status()).toBe(200);

      await page.goto("/organiser/meeting-days");
      await expect(page.getByRole("heading", { level: 1, name: "Meeting days" })).toBeVisible();
      const thursday = page.getByRole("region", { name: "Day 1: Thursday 6 November" });
      await expect(
        thursday.getByRole("list", { name: "Timeslots of Thursday 6 November" }).getByRole("listitem"),
      ).toHaveCount(16);
      await expect(page.getByText("16 timeslots, Dublin time")).toBeVisible();
      await expectAccessible(page, "meeting days at rest", { widths: A11Y_WIDTHS });

      // The demo's first Thursday slot holds meetings: a keynote there says what it would break.
      await thursday.getByRole("button", { name: "Add a keynote" }).click();
      await thursday.getByRole("textbox", { name: "Label" }).fill("Opening keynote");
      await expect(
        thursday.getByRole("listitem").filter({ hasText: "10:00–10:30 Opening keynote" }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Check the change" }).click();
      const dialog = page.getByRole("dialog", { name: "Meetings would lose their timeslot" });
      await expect(
        dialog.getByRole("list", { name: "Meetings that would lose their timeslot" }),
      ).toContainText("Thu 6 Nov, 10:00 – 10:30 Dublin time");
      await expect(dialog.getByRole("button", { name: "Move them" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Cancel them" })).toBeVisible();
      await expectAccessible(page, "the consequences of a change", { widths: A11Y_WIDTHS });
      await dialog.getByRole("button", { name: "Go back" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Undo my edits" }).click();
      await expect(thursday.getByText("Opening keynote")).toHaveCount(0);

      // The next edition: its first day gets a lunch break, in Lisbon time.
      await page.getByRole("textbox", { name: "Edition" }).click();
      await page.getByRole("option", { name: "2026 Lisbon" }).click();
      const first = page.getByRole("region", { name: "Day 1: Thursday 5 November" });
      await expect(first.getByText("16 timeslots, Lisbon time")).toBeVisible();
      await first.getByRole("button", { name: "Add a break" }).click();
      await expect(first.getByText("14 timeslots, Lisbon time")).toBeVisible();
      await page.getByRole("button", { name: "Check the change" }).click();
      const apply = page.getByRole("dialog", { name: "Apply the new timeslots?" });
      await expect(apply).toContainText("28 timeslots stay, 0 change, 0 are new and 2 are removed.");
      await apply.getByRole("button", { name: "Apply the change" }).click();
      await expect(snackbar(page, "The meeting days of 2026 Lisbon are changed.")).toBeVisible();
      await expect(first.getByRole("textbox", { name: "Label" })).toHaveValue("Lunch");

      // Its Friday dinner gets more seats.
      const dinner = page.getByRole("list", { name: "Dinner days" });
      await dinner.getByRole("textbox", { name: "Seats on Friday 6 November" }).fill("280");
      await dinner
        .getByRole("listitem")
        .filter({ hasText: "Friday 6 November" })
        .getByRole("button", { name: "Save seats" })
        .click();
      await expect(snackbar(page, "Friday 6 November has 280 dinner seats.")).toBeVisible();
      await expect(dinner.getByRole("listitem").filter({ hasText: "Friday 6 November" })).toContainText(
        "of 280 seats taken",
      );

      // At a phone's width the form still fits.
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(first.getByRole("button", { name: "Add a break" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    } finally {
      await server.close();
    }
  });
});
