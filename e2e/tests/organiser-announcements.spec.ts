import type { APIRequestContext, Page } from "@playwright/test";
import {
  A11Y_WIDTHS,
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  type FreshAccount,
  signInDirectly,
  test,
} from "./fixtures.ts";
import { logIn } from "./scheduler-helpers.ts";

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

/** The attendee signs up for the Captain's Dinner of `day`, and the organisers approve it (API). */
async function dinnerGuest(request: APIRequestContext, account: FreshAccount, day: number) {
  const user = await logIn(request, account);
  const signUp = await request.post("/api/misc/regCaptLunch", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { contactId: user.id, dayNumber: day },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const login = await request.post("/api/auth/login", {
    data: { email: ACCOUNTS.organiser.email, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await request.get(`/api/organiser/dinner?q=${encodeURIComponent(account.email)}`, { headers });
  const [signup] = ((await list.json()) as { payload: { items: { id: number }[] } }).payload.items;
  const approve = await request.post(`/api/organiser/dinner/${signup?.id}/approve`, { headers, data: {} });
  expect(approve.status(), await approve.text()).toBe(200);
}

test.describe("the organiser console's announcements", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an announcement to the dinner guests of a day reaches one of them in the bell, live, on a phone", async ({
    page,
    request,
    browser,
    baseURL,
    freshAttendee,
  }) => {
    const title = `Dinner buses ${Date.now()}`;
    await dinnerGuest(request, freshAttendee, 2);

    // The attendee's phone, open on the home page with its live connection.
    const phone = await (
      await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    await signInDirectly(phone, freshAttendee.email, freshAttendee.password);
    const live = socketReady(phone);
    await phone.goto("/");
    await live;
    await expect(bell(phone)).toHaveAccessibleName("Notifications");

    // The organiser writes to a group and sees how many it reaches.
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/announcements");
    await expect(page.getByRole("heading", { name: "New announcement" })).toBeVisible();
    await expect(page.getByText("No announcement yet.").or(page.getByRole("table"))).toBeVisible();
    await expectAccessible(page, "announcements at rest", { widths: A11Y_WIDTHS });

    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page
      .getByRole("textbox", { name: "Message" })
      .fill("The buses leave the hotel at 18:30.\nBring your badge.");
    await page.getByRole("combobox", { name: "Send to" }).selectOption("dinner");
    await expect(page.getByTestId("announcement-count")).toHaveText(/Choose the day/);
    await page.getByRole("combobox", { name: "Day" }).selectOption("2");
    const count = page.getByTestId("announcement-count");
    await expect(count).toHaveText(/This reaches [\d,]+ attendees? now/);
    const reach = (await count.textContent())?.match(/reaches ([\d,]+ attendees?)/)?.[1] ?? "";

    // Sending asks once more, naming the count.
    await page.getByRole("button", { name: "Review and send" }).click();
    const dialog = page.getByRole("dialog", { name: "Send this announcement?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();
    await expectAccessible(page, "confirm sending", { widths: A11Y_WIDTHS });
    await dialog.getByRole("button", { name: `Yes, send to ${reach}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("The announcement is on its way.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("");

    // The attendee's bell counts it without a reload, and opens on its whole text.
    await expect(bell(phone)).toHaveAccessibleName("Notifications, 1 unread", { timeout: 15_000 });
    await bell(phone).click();
    const entry = phone.getByRole("article", { name: `Announcement: ${title}` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText("Bring your badge.");
    await expect(entry).toContainText("From the organisers");
    await expectAccessible(phone, "announcement in the bell", { widths: [375] });

    // The history names it sent, and its recipients include the attendee.
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });
    await row.getByRole("button", { name: `Recipients of “${title}”` }).click();
    const drawer = page.getByRole("dialog", { name: `Recipients of “${title}”` });
    await drawer.getByRole("textbox", { name: "Search recipients" }).fill(freshAttendee.email);
    await expect(drawer.getByRole("row").filter({ hasText: freshAttendee.email })).toHaveCount(1);
    await expectAccessible(page, "recipients drawer", { widths: A11Y_WIDTHS });
    await phone.context().close();
  });

  test("a scheduled announcement can be cancelled before it goes", async ({ page }) => {
    const title = `Keynote moved ${Date.now()}`;
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/announcements");
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("textbox", { name: "Message" }).fill("The keynote begins at 11:00.");
    await page.getByRole("radio", { name: "Schedule for later" }).check();
    // A month from now, on the event's calendar.
    const inAMonth = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
    await page.getByLabel(/^Date/).fill(inAMonth);
    await page.getByLabel("Time", { exact: true }).fill("09:00");
    await page.getByRole("button", { name: "Review and schedule" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule this announcement?" });
    await dialog.getByRole("button", { name: /^Yes, schedule to/ }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Cancel “${title}”` }).click();
    const ask = page.getByRole("dialog", { name: "Cancel this announcement?" });
    await expectAccessible(page, "confirm cancelling", { widths: A11Y_WIDTHS });
    await ask.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  });
});
