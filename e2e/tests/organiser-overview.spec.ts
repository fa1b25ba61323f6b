import { createSampleCompany } from "./dev-tools.ts";
import { ACCOUNTS, expect, expectAccessible, signInDirectly, test } from "./fixtures.ts";

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
    await expect(page.getByRole("status").filter({ hasText: /^Updated \d\d:\d\d:\d\d$/ })).toBeVisible();

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
    await expectAccessible(page);

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

  test("fits the screen and passes the accessibility scan", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser");
    await expect(page.getByRole("group", { name: "Attendees", exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: /places used per slot/ }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
