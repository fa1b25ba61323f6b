import { ACCOUNTS } from "./accounts.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, signInWithForm, test } from "./fixtures.ts";

/** Each section: its link, address, heading and the document title's first part. */
const SECTIONS = [
  ["Overview", "/organiser", "Organiser console", "Overview"],
  ["Registrations", "/organiser/registrations", "Registrations", "Registrations"],
  ["People", "/organiser/people", "Companies and people", "People"],
  ["Captain's Dinner", "/organiser/dinner", "Captain's Dinner sign-ups", "Captain's Dinner"],
  ["Check-in", "/organiser/checkin", "Check-in desk", "Check-in desk"],
  ["Meetings", "/organiser/meetings", "Meetings table plan", "Meetings"],
  ["Automatic schedule", "/organiser/schedule", "Automatic schedule", "Automatic schedule"],
  ["Meeting days", "/organiser/meeting-days", "Meeting days", "Meeting days"],
  ["Settings", "/organiser/settings", "Event settings", "Settings"],
  ["Editions", "/organiser/editions", "Editions", "Editions"],
  ["Content", "/organiser/content", "Content", "Content"],
  ["Mail", "/organiser/mail", "Mail outbox", "Mail outbox"],
  ["Announcements", "/organiser/announcements", "News for attendees", "Announcements"],
  ["Audit log", "/organiser/audit", "Audit log", "Audit log"],
  ["Staff", "/organiser/staff", "Staff", "Staff"],
  ["Privacy", "/organiser/privacy", "Privacy and retention", "Privacy"],
] as const;

test.describe("the organiser console's frame", () => {
  test("organiser staff open it from the account menu and reach every section from its links", async ({
    page,
  }) => {
    const organiser = await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/");
    await page.getByRole("button", { name: `Account menu for ${organiser.name}` }).click();
    await page.getByRole("menuitem", { name: "Organiser console" }).click();
    await expect(page).toHaveURL(/\/organiser$/);
    await expect(page.getByRole("heading", { level: 1, name: "Organiser console" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Organiser console" });
    await expect(nav.getByRole("link")).toHaveText(SECTIONS.map(([label]) => label));
    for (const [label, path, heading, title] of SECTIONS) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    }
  });

  test("an attendee is told the console is for the organisers, without its links or menu item", async ({
    page,
    freshAttendee,
  }) => {
    await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    await page.goto("/organiser/registrations");
    await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
    await expect(page.getByText("open to the event's organising team only")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Organiser console" })).toHaveCount(0);
    await expectAccessible(page, "console refused to an attendee", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: `Account menu for ${freshAttendee.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Your Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Organiser console" })).toHaveCount(0);
  });

  test("a visitor is asked to sign in, and the organiser who does gets the console", async ({ page }) => {
    await page.goto("/organiser/settings");
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    await signInWithForm(page, ACCOUNTS.organiser.email);
    await expect(page.getByRole("navigation", { name: "Organiser console" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Event settings" })).toBeVisible();
  });
});
