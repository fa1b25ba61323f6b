import { createSampleCompany } from "./dev-tools.ts";
import { A11Y_WIDTHS, ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";
import { holdRequests } from "./organiser-helpers.ts";

/** Whether the element is inside a live region, whose every change a screen reader reads out. */
const inLiveRegion = (locator: import("@playwright/test").Locator) =>
  locator.evaluate(
    (element) =>
      element.closest("[aria-live], [role=status], [role=alert], [role=log], [role=timer]") !== null,
  );

/** The number a stat card of the overview shows. */
async function statValue(page: import("@playwright/test").Page, label: string): Promise<number> {
  const text = await page.getByRole("group", { name: label, exact: true }).locator("p").nth(1).innerText();
  return Number(text.replaceAll(",", ""));
}

test.describe("the organiser console's overview", () => {
  test("shows the edition's numbers and charts, and they change after something happens", async ({
    page,
  }) => {
    const organiser = await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser");
    await expect(page.getByRole("heading", { level: 1, name: "Organiser console" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Registrations by state" })).toBeVisible();
    // The device's clock, with its zone ("Updated 14:50:02 UTC").
    const updated = page.getByText(/^Updated \d\d:\d\d:\d\d \S+$/);
    await expect(updated).toBeVisible();
    // The console is a workplace: no sponsor banners there.
    await expect(page.getByRole("complementary", { name: "Sponsors" })).toHaveCount(0);

    for (const label of [
      "Attendees",
      "Companies",
      "Checked in today",
      "Meetings accepted",
      "Messages sent",
      "Leads scanned",
    ])
      await expect(page.getByRole("group", { name: label, exact: true })).toBeVisible();
    // Tables per slot of both meeting days, drawn with their numbers as text for screen readers.
    await expect(page.getByRole("img", { name: /places used per slot/ })).toHaveCount(2);
    await expect(page.getByRole("table", { name: /places used per slot/ })).toHaveCount(2);
    await expect(page.getByText("Thursday", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: /Thursday: \d+ approved of 250 places/ }),
    ).toBeAttached();
    // The acceptance rate says what it is taken of, and the requests still waiting stand beside it.
    await expect(page.getByText(/^\d[\d,]* accepted of \d[\d,]* answered$/)).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* still waiting for an answer$/)).toBeVisible();
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });

    const attendees = await statValue(page, "Attendees");
    const companies = await statValue(page, "Companies");
    const checkedIn = await statValue(page, "Checked in today");

    // A new attending company with two people, one of them checked in at the desk.
    const made = await createSampleCompany(page.request, { contacts: 2 });
    const contactId = made.contacts[0]?.id;
    const checkin = await page.request.post(`/api/organiser/checkin/${contactId}`, {
      headers: { authorization: `Bearer ${organiser.token}` },
      data: {},
    });
    expect(checkin.status(), await checkin.text()).toBe(200);

    // The page asks again by itself every 15 seconds.
    await expect
      .poll(() => statValue(page, "Attendees"), { timeout: 25_000 })
      .toBeGreaterThanOrEqual(attendees + 2);
    expect(await statValue(page, "Companies")).toBeGreaterThanOrEqual(companies + 1);
    expect(await statValue(page, "Checked in today")).toBeGreaterThanOrEqual(checkedIn + 1);
    // The refresh every 15 seconds is not read out: neither the time nor the numbers sit in a live region.
    expect(await inLiveRegion(updated)).toBe(false);
    expect(await inLiveRegion(page.getByRole("group", { name: "Attendees", exact: true }))).toBe(false);
    expect(await inLiveRegion(page.getByRole("table", { name: /places used per slot/ }).first())).toBe(false);
  });

  test("says the same tables and dinner seats as the settings, the table plan and the dinner section", async ({
    page,
  }) => {
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser");
    const dinnerPanel = page.getByRole("region", { name: "Captain's Dinner sign-ups" });
    const thursdaySeats = dinnerPanel.getByText(/^\d[\d,]* of 250 seats taken$/).first();
    await expect(thursdaySeats).toBeVisible();
    const seats = await thursdaySeats.innerText();
    await expect(page.getByText(/· peak \d+ of 119 floor tables$/).first()).toBeVisible();

    await page.goto("/organiser/dinner");
    await expect(page.getByText(/^\d[\d,]* of 250 seats taken$/).first()).toHaveText(seats);

    await page.goto("/organiser/settings");
    const tables = page.getByRole("textbox", { name: /^Tables on the meeting floor, Thursday/ });
    await expect(tables).toHaveValue("119");
    await expect(
      page.getByText("Tables 1 to 119 on the meeting floor; places 120 to 150 in the hotel lobby.").first(),
    ).toBeVisible();
  });

  test("an attendee opening it is told it is for the organisers", async ({ page, freshAttendee }) => {
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/organiser");
    await expect(page.getByText("For the organisers")).toBeVisible();
    await expect(page.getByText("open to the event's organising team only")).toBeVisible();
    await expect(page.getByRole("group", { name: "Attendees" })).toHaveCount(0);
  });
});

test.describe("the overview on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows placeholders while loading, then fits the screen", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.organiser.email);
    const release = await holdRequests(page, /\/api\/organiser\/overview$/);
    await page.goto("/organiser");
    await expect(page.getByText("Loading the overview")).toBeAttached();
    await expectAccessible(page, "overview loading", { widths: A11Y_WIDTHS });
    release();
    await expect(page.getByRole("group", { name: "Attendees", exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /places used per slot/ }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
