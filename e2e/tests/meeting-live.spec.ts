import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import {
  actOnMeeting,
  FRIDAY_TAB,
  logIn,
  newAttendee,
  openScheduler,
  requestMeeting,
  slotCard,
  slotIdAt,
} from "./scheduler-helpers.ts";

/** What "live" means here: the other side's open screen shows a change this soon, without a reload. */
const LIVE_MS = 1_000;
const PHONE = { width: 375, height: 740 };

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

/** Resolves once the page's real-time connection is authenticated (call before the page loads). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"auth-ok"')) resolve();
      }),
    );
  });
}

test.describe("the meeting day, live on both sides", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a request, its acceptance and a cancellation reach the other phone within a second, and the bell counts them", async ({
    page,
    browser,
    baseURL,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "11:00");

    await page.setViewportSize(PHONE);
    const requesterLive = socketReady(page);
    await openScheduler(page, requester);
    // The recipient's phone is on Stockholm time: every time says the event's zone, and theirs beside it.
    const other = await (
      await browser.newContext({
        baseURL,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        timezoneId: "Europe/Stockholm",
      })
    ).newPage();
    const recipientLive = socketReady(other);
    await openScheduler(other, recipient);
    await expect(other.getByTestId("zone-note")).toHaveText(
      "Times are Dublin time; your device is on Stockholm time, 1 hour ahead.",
    );
    await expect(bell(other)).toHaveAccessibleName("Notifications");
    // Both screens are connected before anything happens (the socket says who it is first).
    await Promise.all([requesterLive, recipientLive]);

    const card = slotCard(other, "11:00 – 11:30");
    await expect(card).toContainText("Available");
    const meetingId = await requestMeeting(page.request, a, b, slot, "Looking for used Cisco switches");
    await expect(card).toContainText("Pending", { timeout: LIVE_MS });
    await expect(bell(other)).toHaveAccessibleName("Notifications, 1 unread", { timeout: LIVE_MS });
    await expect(other.getByTestId("notification-count")).toHaveText("1");

    // The request opens a toast on the recipient's phone, answered where they are.
    const toast = other.locator(".mantine-Notification-root").filter({ hasText: requester.name });
    await expect(toast).toContainText("asks to meet you");
    await expect(toast).toContainText("Fri 7 Nov, 11:00 – 11:30 Dublin time (12:00 your time)");
    await expectAccessible(other, "an incoming meeting request's toast");
    await toast.getByRole("button", { name: "Accept" }).click();
    await expect(card).toContainText("CONFIRMED");

    const mine = slotCard(page, "11:00 – 11:30");
    await expect(mine).toContainText("CONFIRMED", { timeout: LIVE_MS });
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread", { timeout: LIVE_MS });

    await actOnMeeting(page.request, a, meetingId, "cancel");
    await expect(card).toContainText("Available", { timeout: LIVE_MS });
    await expect(bell(other)).toHaveAccessibleName("Notifications, 2 unread", { timeout: LIVE_MS });

    // The list says what happened, newest first, with links to the meeting; opening it reads it.
    await bell(other).click();
    const list = other
      .getByRole("dialog")
      .or(other.locator("section[aria-labelledby='notifications-title']"));
    const items = list.getByRole("link");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(
      `${requester.name} (${requester.company.name}) cancelled the meeting`,
    );
    await expect(items.nth(1)).toContainText("asks to meet you");
    await expect(items.nth(0)).toHaveAttribute("href", `/scheduler?id=${meetingId}`);
    await expectAccessible(other, "the notification list open on a phone");
    await list.getByRole("button", { name: "Close notifications" }).click();
    await expect(list).toBeHidden();
    await expect(bell(other)).toHaveAccessibleName("Notifications");
    await expect(other.getByTestId("notification-count")).toHaveCount(0);
    await other.context().close();

    // Read on the server: the count stays at 0 after a reload.
    const again = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
    await openScheduler(again, recipient, `?cd=${FRIDAY_TAB}`);
    await expect(bell(again)).toHaveAccessibleName("Notifications");
    await again.context().close();
  });
});
