import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { readOutbox } from "./dev-tools.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, signInWithForm, test } from "./fixtures.ts";
import {
  chooseFilter,
  EVENT_TIME,
  FRIDAY_TAB,
  headerColour,
  holdMeetingCheck,
  logIn,
  meetingsOf,
  newAttendee,
  openScheduler,
  openSchedulerElsewhere,
  requestMeeting,
  slotCard,
  slotIdAt,
  snackbar,
} from "./scheduler-helpers.ts";

const S = SCHEDULER_MESSAGES;
const PENDING_RED = "rgb(201, 42, 42)";
const CONFIRMED_GREEN = "rgb(35, 112, 50)";

test.describe("scheduler: meeting requests", () => {
  // Two browsers and many steps per test, on a machine that may be busy.
  test.describe.configure({ timeout: 240_000 });

  test("a request is pending on both sides; only the recipient answers, only the sender cancels or reminds", async ({
    page,
    browser,
    baseURL,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "10:00");
    await requestMeeting(page.request, a, b, slot, "Interested in your laptops");

    await openScheduler(page, requester);
    const sent = slotCard(page, "10:00 - 10:30");
    await expect(sent).toContainText("Pending");
    expect(await headerColour(sent)).toBe(PENDING_RED);
    await expect(sent.getByRole("heading", { name: recipient.name })).toBeVisible();
    await expect(sent).toContainText("You sent this request");
    await expect(sent).toContainText("Interested in your laptops");
    await expect(sent.getByRole("button", { name: "Cancel request" })).toBeVisible();
    await expect(sent.getByRole("button", { name: "Send reminder" })).toBeVisible();
    await expect(sent.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(sent.getByRole("button", { name: "Decline" })).toHaveCount(0);
    await expect(sent.getByRole("link", { name: recipient.company.name })).toHaveAttribute(
      "href",
      `/attendeeDetails/${recipient.company.id}`,
    );

    const bPage = await openSchedulerElsewhere(browser, baseURL, recipient);
    try {
      const received = slotCard(bPage, "10:00 - 10:30");
      await expect(received).toContainText("Pending");
      expect(await headerColour(received)).toBe(PENDING_RED);
      await expect(received.getByRole("heading", { name: requester.name })).toBeVisible();
      await expect(received).toContainText("You received this request");
      await expect(received.getByRole("button", { name: "Accept" })).toBeVisible();
      await expect(received.getByRole("button", { name: "Decline" })).toBeVisible();
      await expect(received.getByRole("button", { name: "Cancel request" })).toHaveCount(0);
      await expect(received.getByRole("button", { name: "Send reminder" })).toHaveCount(0);
      await expect(received.getByRole("link", { name: `Message ${requester.name}` })).toHaveAttribute(
        "href",
        `/messages?contact=${a.id}`,
      );

      // The status filter keeps to the query string, so a reload shows the same slots.
      await chooseFilter(bPage, "Pending");
      await expect(bPage).toHaveURL(/status=pending/);
      await expect(bPage.getByRole("article")).toHaveCount(1);
      await bPage.reload();
      await expect(bPage.getByRole("radio", { name: "Pending" })).toBeChecked();
      await expect(bPage.getByRole("article")).toHaveCount(1);
      await expect(slotCard(bPage, "10:00 - 10:30")).toBeVisible();
    } finally {
      await bPage.context().close();
    }

    // The sender reminds once; the snackbar carries the specification's text.
    await sent.getByRole("button", { name: "Send reminder" }).click();
    await expect(snackbar(page, S.reminder.success)).toBeVisible();
    await expect(sent).toContainText("Reminder sent on");

    // Withdrawn, the slot is free again and the request is listed as cancelled.
    await sent.getByRole("button", { name: "Cancel request" }).click();
    await expect(snackbar(page, S.requestCancelled)).toBeVisible();
    await expect(sent).toContainText("Available");
    await expect(sent.getByRole("button", { name: "Find a meeting" })).toBeVisible();
    await expectAccessible(page, "a request withdrawn, with its success toast", { widths: A11Y_WIDTHS });
    await page.getByRole("tab", { name: "Cancelled Meetings" }).click();
    await expect(page).toHaveURL(/cd=2/);
    const cancelled = page.getByRole("article", { name: recipient.name });
    await expect(cancelled).toContainText("You withdrew the request");
    await expect(cancelled).toContainText("Friday Nov 7, 10:00 - 10:30");
    await expectAccessible(page, "a cancelled meeting listed", { widths: A11Y_WIDTHS });
  });

  test("the e-mailed accept link works after signing in: both sides see CONFIRMED at the same table", async ({
    page,
    browser,
    baseURL,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "11:00");
    const meetingId = await requestMeeting(page.request, a, b, slot);

    // The request mail carries one-click answer links into the scheduler.
    let acceptLink = "";
    await expect
      .poll(async () => {
        const mail = (await readOutbox(page.request)).find(
          (m) => m.to === recipient.email && m.text.includes(`/scheduler?id=${meetingId}&a=1`),
        );
        acceptLink = mail?.text.match(/https?:\/\/\S+\/scheduler\?id=\d+&a=1/)?.[0] ?? "";
        return acceptLink;
      })
      .not.toBe("");
    const link = new URL(acceptLink);

    // The recipient opens it signed out: the sign-in modal comes first, the answer after it.
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const bPage = await context.newPage();
      await bPage.clock.setFixedTime(EVENT_TIME);
      const release = await holdMeetingCheck(bPage);
      await bPage.goto(`${link.pathname}${link.search}`);
      await expect(bPage.getByRole("dialog", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });
      await expect(bPage.getByRole("status").filter({ hasText: "Accepting" })).toHaveCount(0);
      await signInWithForm(bPage, recipient.email, recipient.password);

      const notice = bPage.getByRole("status").filter({ hasText: "Accepting the meeting…" });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("button", { name: "Cancel" })).toBeVisible();
      release();
      await expect(snackbar(bPage, S.accepted)).toBeVisible();
      await expect(notice).toBeHidden();
      await expect(bPage).toHaveURL(new RegExp(`/scheduler\\?cd=${FRIDAY_TAB}$`));

      const bCard = slotCard(bPage, "11:00 - 11:30");
      await expect(bCard).toContainText("CONFIRMED");
      expect(await headerColour(bCard)).toBe(CONFIRMED_GREEN);
      const label = (await meetingsOf(page.request, b)).find((m) => m.id === meetingId)?.tableLabel ?? "";
      expect(label).toMatch(/^(Table: \d+|Hotel Lobby)$/);
      await expect(bCard.getByText(label, { exact: true })).toBeVisible();
      await expect(bCard.getByRole("button", { name: "Accept" })).toHaveCount(0);
      await expect(bCard.getByRole("button", { name: "Cancel meeting" })).toBeVisible();

      await openScheduler(page, requester);
      const aCard = slotCard(page, "11:00 - 11:30");
      await expect(aCard).toContainText("CONFIRMED");
      await expect(aCard.getByText(label, { exact: true })).toBeVisible();
      await expect(aCard).toContainText("You requested this meeting");
    } finally {
      await context.close();
    }
  });

  test("an answer link can be stopped during its delay: the request stays pending", async ({
    page,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "12:00");
    const meetingId = await requestMeeting(page.request, a, b, slot);

    // The meeting check is held until the page's clock stands still, so the link's delay cannot
    // end before Cancel, however slow the machine.
    await page.clock.install({ time: EVENT_TIME });
    const release = await holdMeetingCheck(page);
    await signInDirectly(page, recipient.email, recipient.password);
    await page.goto(`/scheduler?id=${meetingId}&a=2`);
    const notice = page.getByRole("status").filter({ hasText: "Declining the meeting…" });
    await expect(notice.getByRole("button", { name: "Cancel" })).toBeVisible({ timeout: 30_000 });
    await page.clock.pauseAt(new Date(EVENT_TIME.getTime() + 60 * 60_000));
    const answered = page.waitForResponse((response) => response.url().endsWith("/action/meetingIdByAuth"));
    release();
    await answered;
    await notice.getByRole("button", { name: "Cancel" }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/scheduler\\?cd=${FRIDAY_TAB}$`));
    // Well past the delay: nothing is sent any more.
    await page.clock.runFor(5_000);
    await page.clock.resume();

    await expect(slotCard(page, "12:00 - 12:30").getByRole("button", { name: "Accept" })).toBeVisible();
    const meeting = (await meetingsOf(page.request, b)).find((m) => m.id === meetingId);
    expect(meeting?.status).toBe(0);
  });
});
