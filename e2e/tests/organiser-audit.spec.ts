import { A11Y_WIDTHS, ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";
import { holdRequests } from "./organiser-helpers.ts";

test.describe("the organiser console's audit log", () => {
  test("shows an organiser action newest first, and its changes before and after", async ({
    page,
    freshAttendee,
  }) => {
    const organiser = await signInDirectly(page, ACCOUNTS.organiser.email);
    // An organiser action: checking the fresh attendee in at the desk.
    const response = await page.request.post(`/api/organiser/checkin/${freshAttendee.id}`, {
      headers: { authorization: `Bearer ${organiser.token}` },
      data: {},
    });
    expect(response.status(), await response.text()).toBe(200);

    await page.goto("/organiser/audit");
    const summary = `Checked in ${freshAttendee.name} (${freshAttendee.company.name})`;
    // Unfiltered, newest first: it is on the first page (other tests may have acted since).
    await expect(
      page.getByRole("button", { name: new RegExp(summary.replace(/[()]/g, "\\$&")) }),
    ).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });

    await page.getByRole("searchbox", { name: "Search the audit log" }).fill(freshAttendee.company.name);
    await expect(page).toHaveURL(/q=/);
    const entry = page.getByRole("button", { name: new RegExp(summary.replace(/[()]/g, "\\$&")) });
    await expect(entry).toHaveCount(1);
    await expect(page.getByText(/^1–1 of 1 entries$/)).toBeVisible();
    // The action reads in words, never as its code.
    await expect(entry).toContainText("Checked in");
    await expect(entry).not.toContainText("checkin.checkin");
    await expect(entry).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2} GMT/);

    await entry.click();
    await expect(entry).toHaveAttribute("aria-expanded", "true");
    const changes = page
      .getByRole("table")
      .filter({ has: page.getByRole("rowheader", { name: "Checked in at" }) });
    // The event clock's moment (it starts at Thursday 14:50 and runs through the suite), not the device's.
    await expect(
      changes.getByRole("row", { name: /Checked in at — 6 Nov 2025, (14:5\d|15:[0-5]\d):\d{2} GMT/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Check-in \d+$/)).toBeVisible();
    await expectAccessible(page, "audit entry opened with its changes", { widths: A11Y_WIDTHS });

    // The object filter keeps it under check-ins and drops it under another kind.
    await page.getByRole("combobox", { name: "Object" }).selectOption("checkin");
    await expect(entry).toHaveCount(1);
    await page.getByRole("combobox", { name: "Object" }).selectOption("mail");
    await expect(page.getByText("No entry matches this search.")).toBeVisible();
    await expectAccessible(page, "no entry matches the search", { widths: A11Y_WIDTHS });
  });
});

test.describe("the audit log on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows placeholders while loading, then fits the screen", async ({ page, freshAttendee }) => {
    const organiser = await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.request.post(`/api/organiser/checkin/${freshAttendee.id}`, {
      headers: { authorization: `Bearer ${organiser.token}` },
      data: {},
    });
    const release = await holdRequests(page, /\/api\/organiser\/audit\?/);
    await page.goto(`/organiser/audit?q=${encodeURIComponent(freshAttendee.company.name)}`);
    await expect(page.getByText("Loading the audit log")).toBeAttached();
    await expectAccessible(page, "audit log loading", { widths: A11Y_WIDTHS });
    release();
    const entry = page.getByRole("button", { name: new RegExp(`Checked in ${freshAttendee.name}`) });
    await entry.click();
    await expect(page.getByRole("rowheader", { name: "Checked in at" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
