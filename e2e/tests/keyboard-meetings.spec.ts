import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { Locator, Page } from "@playwright/test";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, snackbar, tabTo, test } from "./fixtures.ts";
import { EVENT_TIME, newAttendee, openSchedulerElsewhere, slotCard } from "./scheduler-helpers.ts";

const S = SCHEDULER_MESSAGES;
/** How often the open scheduler asks for news (apps/web/src/features/scheduler/api/get-meetings.ts). */
const SCHEDULER_REFRESH_MS = 30_000;

/**
 * Presses Tab (and then Shift+Tab) more often than the dialog has stops and expects the focus to
 * stay inside it all the way: a dialog traps the focus.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      expect(await inside(), `focus inside the dialog after ${press + 1} × ${key}`).toBe(true);
    }
  }
}

test.describe("meetings by keyboard alone", () => {
  test.describe.configure({ timeout: 240_000 });

  test("the directory is searched and a company opened; a meeting is requested, accepted by the other side and announced", async ({
    page,
    browser,
    baseURL,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const context = page.context();
    // The event clock (Thursday 14:50) runs from here on; the test moves it on to the page's next
    // look at the meetings instead of waiting for it.
    await context.clock.install({ time: EVENT_TIME });
    await signInDirectly(page, requester.email, requester.password);
    await page.goto("/attendees");
    await expect(page.getByRole("heading", { level: 1, name: "Attendees" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Account menu for ${requester.name}` })).toBeVisible({
      timeout: 30_000,
    });

    // Search: type the name, Enter submits.
    const search = page.getByRole("searchbox", { name: "Search" });
    await tabTo(page, search);
    await page.keyboard.type(recipient.company.name);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/attendees\?search=/);
    const result = page.getByRole("link", { name: `${recipient.company.name} (opens in a new tab)` });
    await expect(result).toBeVisible();
    await tabTo(page, result);
    const [companyPage] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
    await expect(companyPage.getByRole("heading", { level: 1, name: recipient.company.name })).toBeVisible({
      timeout: 30_000,
    });

    // The picker: a dialog that keeps the focus, closes on Escape and gives focus back to the
    // button that opened it, on its very first opening too (its code loads with that press).
    const requestButton = companyPage.getByRole("button", { name: `Request Meeting with ${recipient.name}` });
    await tabTo(companyPage, requestButton, { max: 100 });
    await companyPage.keyboard.press("Enter");
    const picker = companyPage.getByRole("dialog", { name: `Choose a timeslot to meet ${recipient.name}` });
    await expect(picker).toBeVisible();
    await expectFocusTrapped(companyPage, picker);
    await companyPage.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(requestButton).toBeFocused();

    // Friday's tab by the arrow keys, then a slot, then the message and Send.
    await companyPage.keyboard.press("Enter");
    await expect(picker).toBeVisible();
    const thursday = picker.getByRole("tab", { name: "Thursday Nov 6" });
    await tabTo(companyPage, thursday);
    await companyPage.keyboard.press("ArrowRight");
    const friday = picker.getByRole("tab", { name: "Friday Nov 7" });
    await expect(friday).toBeFocused();
    await expect(friday).toHaveAttribute("aria-selected", "true");
    await tabTo(
      companyPage,
      picker.getByRole("button", { name: "Request meeting on Friday from 10:00 to 10:30" }),
    );
    await companyPage.keyboard.press("Enter");
    const message = companyPage.getByRole("dialog", { name: `Request a meeting with ${recipient.name}` });
    const text = message.getByRole("textbox", { name: S.request.messagePrompt });
    await expect(text).toBeFocused();
    await companyPage.keyboard.type("Shall we talk about servers?");
    await tabTo(companyPage, message.getByRole("button", { name: "Send" }));
    await companyPage.keyboard.press("Enter");
    await expect(snackbar(companyPage, S.request.success)).toBeVisible();
    await expect(companyPage).toHaveURL(/\/scheduler\?cd=1&id=\d+$/);
    const sent = slotCard(companyPage, "10:00 – 10:30");
    await expect(sent).toContainText("Pending");
    // The scheduler opens at the request just sent: its time has the keyboard focus.
    const heading = sent.getByRole("heading", { name: "10:00 – 10:30" });
    await expect(heading).toBeFocused();

    // The other side accepts by keyboard; the focus stays on the card, whose time it names.
    const other = await openSchedulerElsewhere(browser, baseURL, recipient);
    try {
      const received = slotCard(other, "10:00 – 10:30");
      await expect(received).toContainText("You received this request");
      await tabTo(other, received.getByRole("button", { name: "Accept" }), { max: 120 });
      await other.keyboard.press("Enter");
      await expect(snackbar(other, S.accepted)).toBeVisible();
      await expect(received).toContainText("CONFIRMED");
      await expect(received.getByRole("heading", { name: "10:00 – 10:30" })).toBeFocused();
      await expectAccessible(other, "a meeting accepted, with its success toast", { widths: A11Y_WIDTHS });

      // The notes dialog keeps the focus and gives it back to Notes on Escape.
      const notes = received.getByRole("button", { name: "Notes" });
      await tabTo(other, notes);
      await other.keyboard.press("Enter");
      const dialog = other.getByRole("dialog", { name: `Notes on your meeting with ${requester.name}` });
      await expect(dialog.getByRole("textbox", { name: "New note" })).toBeFocused();
      await expectFocusTrapped(other, dialog);
      await other.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(notes).toBeFocused();
    } finally {
      await other.context().close();
    }

    // The requester's open scheduler looks again and says so politely, without taking the focus.
    await context.clock.runFor(SCHEDULER_REFRESH_MS + 1_000);
    await expect(sent).toContainText("CONFIRMED");
    await expect(companyPage.getByRole("status", { name: "Meeting updates" })).toContainText(
      `${recipient.name} (${recipient.company.name}) accepted your meeting request for Friday Nov 7, 10:00 to 10:30.`,
    );
    await expect(heading).toBeFocused();
  });
});
