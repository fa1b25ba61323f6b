import type { APIRequestContext, Page } from "@playwright/test";
import { EVENT_TIME, leadsOf, phoneWithCamera, scannedBadgeOf, scannerAndBadge } from "./badge-helpers.ts";
import {
  bubble,
  composer,
  contactLink,
  messageLog,
  newAttendee,
  openChat,
  personBrowser,
  twoPeopleInTouch,
} from "./chat-helpers.ts";
import { expect, type FreshAccount, signInDirectly, tabTo, test } from "./fixtures.ts";

// The scanner's test films a badge with Chromium's fake camera (badge-helpers.ts), in a browser of
// its own. Once a page is loaded, only the keyboard drives it.

test.describe("chat by keyboard alone", () => {
  test("a conversation is opened from the list, a message typed and sent with Enter, and the other side sees it", async ({
    page,
    browser,
    baseURL,
    request,
    freshAttendee: a,
  }) => {
    test.setTimeout(60_000);
    const b = await newAttendee(request);
    await twoPeopleInTouch(request, b, a, "Shall we meet at stand 14?");
    const ben = await personBrowser(browser, baseURL, b);
    try {
      await openChat(ben.page, `/messages/${a.id}`);
      await expect(bubble(ben.page, a.name, "Shall we meet at stand 14?")).toBeVisible();

      await signInDirectly(page, a.email, a.password);
      await openChat(page);
      const link = contactLink(page, b.name);
      await tabTo(page, link);
      await expect(link).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/messages/${b.id}$`));
      await expect(bubble(page, b.name, "Shall we meet at stand 14?")).toBeVisible();

      // The log scrolls on its own, so it is a stop of its own on the way to the box.
      await tabTo(page, messageLog(page, b.name));
      await tabTo(page, composer(page, b.name));
      await page.keyboard.type("Yes, at three.");
      await page.keyboard.press("Enter");
      await expect(bubble(page, b.name, "Yes, at three.")).toBeVisible();
      // The box is empty and keeps the focus for the next message.
      await expect(composer(page, b.name)).toHaveValue("");
      await expect(composer(page, b.name)).toBeFocused();

      await expect(bubble(ben.page, a.name, "Yes, at three.")).toBeVisible({ timeout: 15_000 });
    } finally {
      await ben.context.close();
    }
  });
});

test.describe("a lead saved by keyboard alone", () => {
  test("the scanned badge's note and rating are written by keyboard, saved, and listed on the leads page", async ({
    playwright,
    baseURL,
    request,
    freshAttendee,
  }) => {
    // The camera may need a second start (runKeyboardLead).
    test.setTimeout(120_000);
    const other = await newAttendee(request);
    const { scanner, badge } = await scannerAndBadge(request, freshAttendee, other);
    // A browser of its own, whose camera has only ever played this badge.
    const phone = await phoneWithCamera(playwright.chromium, baseURL, badge.url);
    try {
      await runKeyboardLead(phone.page, request, freshAttendee, other, scanner);
    } finally {
      await phone.close();
    }
  });
});

/** The lead flow by keyboard, on a page whose camera films the other person's badge. */
async function runKeyboardLead(
  page: Page,
  request: APIRequestContext,
  freshAttendee: FreshAccount,
  other: FreshAccount,
  scanner: Awaited<ReturnType<typeof scannerAndBadge>>["scanner"],
) {
  await scannedBadgeOf(page, freshAttendee, other);

  const notes = page.getByRole("textbox", { name: "Notes" });
  await tabTo(page, notes);
  await page.keyboard.type("Wants 50 laptops by March");
  await tabTo(page, page.getByRole("radio", { name: "Hot" }));
  // Space picks the focused rating; the arrow keys move the choice along the group.
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Warm" })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Save lead" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: `Lead saved: ${other.name}` })).toBeVisible();
  // The form is gone: focus waits on the next step instead of falling to the page's start.
  await expect(page.getByRole("button", { name: "Scan next badge" })).toBeFocused();
  const [lead] = await leadsOf(request, scanner);
  expect(lead).toMatchObject({
    contactName: other.name,
    notes: "Wants 50 laptops by March",
    rating: "warm",
  });
  expect(new Date(lead?.scannedAt ?? 0).getTime()).toBe(EVENT_TIME.getTime());

  await tabTo(page, page.getByRole("link", { name: "Your leads" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeFocused({ timeout: 30_000 });
  const card = page.getByRole("article", { name: other.name });
  await expect(card).toContainText(other.company.name);
  await expect(card).toContainText("Wants 50 laptops by March");
  await expect(card).toContainText("Warm");
}
