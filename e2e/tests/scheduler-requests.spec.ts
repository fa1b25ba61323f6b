import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { readOutbox } from "./dev-tools.ts";
import {
  A11Y_WIDTHS,
  expect,
  expectAccessible,
  signInDirectly,
  signInWithForm,
  tabTo,
  test,
} from "./fixtures.ts";
import {
  actOnMeeting,
  chooseFilter,
  EVENT_TIME,
  FRIDAY_TAB,
  headerColour,
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
/** How often the open scheduler asks for the meetings again (apps/web get-meetings.ts). */
const SCHEDULER_REFRESH_MS = 30_000;
/** The light red of a request that waits (the specification's red, not an alarm). */
const PENDING_RED = "rgb(255, 227, 227)";
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
    const sent = slotCard(page, "10:00 – 10:30");
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
      const received = slotCard(bPage, "10:00 – 10:30");
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
      await expect(slotCard(bPage, "10:00 – 10:30")).toBeVisible();
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
    await expect(cancelled).toContainText("Friday Nov 7, 10:00 – 10:30");
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

    // The recipient opens it signed out: the sign-in modal comes first, the question after it.
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const bPage = await context.newPage();
      await bPage.clock.setFixedTime(EVENT_TIME);
      await bPage.goto(`${link.pathname}${link.search}`);
      await expect(bPage.getByRole("dialog", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });
      const question = bPage.getByRole("dialog", { name: "Accept this meeting request?" });
      await expect(question).toHaveCount(0);
      await signInWithForm(bPage, recipient.email, recipient.password);

      await expect(question).toBeVisible();
      await expect(question).toContainText(`${requester.name} asked to meet you`);
      await question.getByRole("button", { name: "Accept meeting" }).click();
      await expect(snackbar(bPage, S.accepted)).toBeVisible();
      await expect(question).toBeHidden();
      await expect(bPage).toHaveURL(new RegExp(`/scheduler\\?cd=${FRIDAY_TAB}$`));

      const bCard = slotCard(bPage, "11:00 – 11:30");
      await expect(bCard).toContainText("CONFIRMED");
      expect(await headerColour(bCard)).toBe(CONFIRMED_GREEN);
      const label = (await meetingsOf(page.request, b)).find((m) => m.id === meetingId)?.tableLabel ?? "";
      expect(label).toMatch(/^(Table: \d+|Hotel Lobby)$/);
      await expect(bCard.getByText(label, { exact: true })).toBeVisible();
      await expect(bCard.getByRole("button", { name: "Accept" })).toHaveCount(0);
      await expect(bCard.getByRole("button", { name: "Cancel meeting" })).toBeVisible();

      await openScheduler(page, requester);
      const aCard = slotCard(page, "11:00 – 11:30");
      await expect(aCard).toContainText("CONFIRMED");
      await expect(aCard.getByText(label, { exact: true })).toBeVisible();
      await expect(aCard).toContainText("You requested this meeting");
    } finally {
      await context.close();
    }
  });

  test("an answer link names the request and changes nothing until its answer is clicked", async ({
    page,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "12:00");
    const message = "Shall we look at your refurbished servers?";
    const meetingId = await requestMeeting(page.request, a, b, slot, message);
    const answers: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/api\/scheduler\/meetings\/\d+\/action\//.test(request.url())) {
        answers.push(request.url());
      }
    });

    await page.clock.install({ time: EVENT_TIME });
    await signInDirectly(page, recipient.email, recipient.password);
    await page.goto(`/scheduler?id=${meetingId}&a=1`);
    const question = page.getByRole("dialog", { name: "Accept this meeting request?" });
    await expect(question).toBeVisible({ timeout: 30_000 });
    await expect(question).toContainText(`${requester.name} asked to meet you`);
    await expect(question).toContainText(requester.company.name);
    await expect(question).toContainText("Friday Nov 7, 12:00 – 12:30 (Europe/Dublin");
    await expect(question).toContainText(message);
    // The safe answer has the focus, so an Enter pressed by habit answers nothing.
    await expect(question.getByRole("button", { name: "Not now" })).toBeFocused();
    await expectAccessible(page, "an answer link's question", { widths: A11Y_WIDTHS });

    // The page's timers run on until the scheduler asks for the meetings again (every 30 s), far
    // past the 2 seconds after which the link used to answer by itself: still nothing is sent.
    const askedAgain = page.waitForResponse(
      (response) =>
        response.request().method() === "GET" && response.url().endsWith("/api/scheduler/meetings"),
    );
    await page.clock.runFor(SCHEDULER_REFRESH_MS + 1_000);
    await askedAgain;
    await expect(question).toBeVisible();
    expect(answers).toEqual([]);
    expect((await meetingsOf(page.request, b)).find((m) => m.id === meetingId)?.status).toBe(0);

    await question.getByRole("button", { name: "Accept meeting" }).click();
    await expect(snackbar(page, S.accepted)).toBeVisible();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/scheduler\\?cd=${FRIDAY_TAB}$`));
    const card = slotCard(page, "12:00 – 12:30");
    await expect(card).toContainText("CONFIRMED");
    // The focus lands on the answered meeting's card, not at the top of the page.
    await expect(card.getByRole("heading", { name: "12:00 – 12:30" })).toBeFocused();
    expect((await meetingsOf(page.request, b)).find((m) => m.id === meetingId)?.status).toBe(1);
  });

  test("an answer link offers no answer to the requester, to someone else or once the request is answered", async ({
    page,
    browser,
    baseURL,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const stranger = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "14:00");
    const meetingId = await requestMeeting(page.request, a, b, slot);
    const link = `?id=${meetingId}&a=1`;

    // The requester cannot accept their own request.
    await openScheduler(page, requester, link);
    const own = page.getByRole("dialog", { name: "This is your own request" });
    await expect(own).toContainText(`You asked ${recipient.name} for this meeting, so you cannot accept it`);
    await expect(own).toContainText("Friday Nov 7, 14:00 – 14:30");
    await expect(own.getByRole("button", { name: "Accept meeting" })).toHaveCount(0);
    await expectAccessible(page, "an answer link opened by the requester", { widths: A11Y_WIDTHS });
    await own.getByRole("button", { name: "Back to my scheduler" }).click();
    await expect(own).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/scheduler\\?cd=${FRIDAY_TAB}$`));
    await expect(
      slotCard(page, "14:00 – 14:30").getByRole("heading", { name: "14:00 – 14:30" }),
    ).toBeFocused();

    // Someone else finds nothing of the request, not even whose it is.
    const strangerPage = await openSchedulerElsewhere(browser, baseURL, stranger, link);
    try {
      const missing = strangerPage.getByRole("dialog", { name: "Meeting request not found" });
      await expect(missing).toContainText("signed in with the account the e-mail was sent to");
      await expect(missing).not.toContainText(requester.name);
      await expect(missing.getByRole("button", { name: "Accept meeting" })).toHaveCount(0);
      await expectAccessible(strangerPage, "an answer link of someone else's request");
    } finally {
      await strangerPage.context().close();
    }

    // Declined meanwhile, the recipient's link says so instead of asking.
    await actOnMeeting(page.request, b, meetingId, "decline");
    const bPage = await openSchedulerElsewhere(browser, baseURL, recipient, link);
    try {
      const answered = bPage.getByRole("dialog", { name: "This request is no longer open" });
      await expect(answered).toContainText("You declined the request.");
      await expect(answered).toContainText(requester.name);
      await expect(answered.getByRole("button", { name: "Accept meeting" })).toHaveCount(0);
    } finally {
      await bPage.context().close();
    }
    expect(await meetingsOf(page.request, b)).toEqual([]);
  });

  test("keyboard: a decline link is answered with Tab and Enter, and the focus stays on the freed timeslot", async ({
    page,
    freshAttendee: requester,
  }) => {
    const recipient = await newAttendee(page.request);
    const a = await logIn(page.request, requester);
    const b = await logIn(page.request, recipient);
    const slot = await slotIdAt(page.request, a, 2, "15:00");
    const meetingId = await requestMeeting(page.request, a, b, slot);

    await openScheduler(page, recipient, `?id=${meetingId}&a=2`);
    const question = page.getByRole("dialog", { name: "Decline this meeting request?" });
    await expect(question).toContainText(requester.name);
    await expect(question.getByRole("button", { name: "Not now" })).toBeFocused();
    await tabTo(page, question.getByRole("button", { name: "Decline request" }), { max: 4 });
    await page.keyboard.press("Enter");
    await expect(snackbar(page, S.declined)).toBeVisible();
    await expect(question).toBeHidden();
    const card = slotCard(page, "15:00 – 15:30");
    await expect(card).toContainText("Available");
    await expect(card.getByRole("heading", { name: "15:00 – 15:30" })).toBeFocused();
    expect(await meetingsOf(page.request, b)).toEqual([]);
  });
});
