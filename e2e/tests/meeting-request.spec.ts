import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { readOutbox } from "./dev-tools.ts";
import { A11Y_WIDTHS, expect, expectAccessible, signInDirectly, snackbar, test } from "./fixtures.ts";
import {
  blockTimeslot,
  contactCard,
  EVENT_TIME,
  freshContext,
  logIn,
  meetingsOf,
  messageDialog,
  openCompany,
  pickerDialog,
  requestMeetingApi,
  selectTimeslot,
  slotAt,
  slotRow,
  storedTimeslot,
  storeUserOnly,
} from "./meeting-request-helpers.ts";

const REQUEST = SCHEDULER_MESSAGES.request;

test.describe("meeting request from the company page", () => {
  test("A picks a slot and sends a request; B gets it, a mail, and the scheduler on a fresh visit", async ({
    page,
    browser,
    baseURL,
    freshAttendee,
    freshCompany,
  }) => {
    // A journey across two browser sessions.
    test.slow();
    const [bAccount] = freshCompany.contacts;
    const a = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const b = await logIn(page.request, bAccount);
    const friday = await slotAt(page.request, a, 2, "10:00");
    await page.clock.setFixedTime(EVENT_TIME);

    await openCompany(page, freshCompany.company);
    await contactCard(page, bAccount.name)
      .getByRole("button", { name: `Request Meeting with ${bAccount.name}` })
      .click();

    const picker = pickerDialog(page, bAccount.name);
    await expect(picker).toBeVisible();
    // Thursday opens first: its morning has ended by the event clock (14:50), its evening has not.
    await expect(picker.getByRole("tab", { name: "Thursday Nov 6" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(slotRow(page, bAccount.name, { timeStart: "10:00", timeEnd: "10:30" })).toContainText(
      "Not available",
    );
    await expect(
      slotRow(page, bAccount.name, { timeStart: "16:00", timeEnd: "16:30" }).getByRole("button", {
        name: "Request meeting on Thursday from 16:00 to 16:30",
      }),
    ).toBeVisible();
    await picker.getByRole("tab", { name: "Friday Nov 7" }).click();
    await slotRow(page, bAccount.name, friday)
      .getByRole("button", {
        name: `Request meeting on Friday from ${friday.timeStart} to ${friday.timeEnd}`,
      })
      .click();

    const modal = messageDialog(page, bAccount.name);
    await expect(modal).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(modal).toContainText(`Friday ${friday.timeStart} – ${friday.timeEnd}`);
    const message = `Shall we talk about laptops? ${Date.now()}`;
    await modal.getByRole("textbox", { name: REQUEST.messagePrompt }).fill(message);
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/scheduler/meetings") && response.request().method() === "POST",
    );
    await modal.getByRole("button", { name: "Send" }).click();
    const body = (await (await answer).json()) as {
      currentlySelectedDay: number;
      payload: { meetingId: number };
    };
    await expect(page.getByText(REQUEST.success)).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/scheduler\\?cd=${body.currentlySelectedDay}&id=${body.payload.meetingId}$`),
    );
    // The scheduler opens on the request's day with the pending request to B's company.
    await expect(page.getByRole("main").getByText(freshCompany.company.name).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(snackbar(page, REQUEST.success)).toHaveAttribute("role", "status");
    await expectAccessible(page, "a request sent, with its success toast", { widths: A11Y_WIDTHS });

    // The request is A's pending one and waits for B's answer.
    const sent = (await meetingsOf(page.request, a)).find((m) => m.toId === b.id);
    expect(sent).toMatchObject({ fromId: a.id, timeslotId: friday.id, status: 0, message });
    const received = (await meetingsOf(page.request, b)).find((m) => m.fromId === a.id);
    expect(received?.id).toBe(sent?.id);
    expect(received?.actions).toEqual(expect.arrayContaining(["accept", "decline"]));

    // B is told by mail, with links into the scheduler.
    await expect
      .poll(async () => {
        const mail = (await readOutbox(page.request)).find((m) => m.to === bAccount.email);
        return mail?.text ?? "";
      })
      .toMatch(/\/scheduler\?id=\d+/);

    // B arrives from outside in a new browser session: sent to the scheduler once.
    const context = await freshContext(browser, baseURL);
    try {
      const bPage = await context.newPage();
      await storeUserOnly(bPage, b);
      await bPage.goto("/");
      // The redirect follows the app's start and one question to the server.
      await expect(bPage).toHaveURL(/\/scheduler$/, { timeout: 30_000 });

      // Later loads of the same session stay where they are and do not ask again.
      const asked: string[] = [];
      bPage.on("request", (request) => {
        if (request.url().includes("/api/scheduler/pending-meetings")) asked.push(request.url());
      });
      await bPage.goto("/program");
      await expect(bPage.getByRole("heading", { level: 1, name: "Program" })).toBeVisible();
      await bPage.reload();
      await expect(bPage.getByRole("heading", { level: 1, name: "Program" })).toBeVisible();
      expect(bPage.url()).toMatch(/\/program$/);
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("with a selected timeslot: a busy contact reads Not available, a free one is asked in the slot", async ({
    page,
    freshAttendee,
    freshCompany,
  }) => {
    test.slow();
    const [bAccount, colleagueAccount] = freshCompany.contacts;
    const a = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const b = await logIn(page.request, bAccount);
    const slot = await slotAt(page.request, a, 2, "10:30");
    await blockTimeslot(page.request, b, slot.id);
    await selectTimeslot(page, slot);
    await page.clock.setFixedTime(EVENT_TIME);

    await openCompany(page, freshCompany.company);
    const busy = contactCard(page, bAccount.name).getByRole("button", {
      name: `${REQUEST.notAvailable}. ${REQUEST.moreOptions} to meet ${bAccount.name}`,
    });
    await expect(busy).toBeVisible();
    const free = contactCard(page, colleagueAccount.name).getByRole("button", {
      name: `Request Meeting on Friday from ${slot.timeStart} - ${slot.timeEnd} with ${colleagueAccount.name}`,
    });
    await expect(free).toBeVisible();
    await expect(
      contactCard(page, bAccount.name).getByRole("button", { name: /^Request Meeting/ }),
    ).toHaveCount(0);

    // The busy contact's button opens the picker on the slot's day, the slot taken.
    await busy.click();
    const picker = pickerDialog(page, bAccount.name);
    await expect(picker.getByRole("tab", { name: "Friday Nov 7" })).toHaveAttribute("aria-selected", "true");
    await expect(slotRow(page, bAccount.name, slot)).toContainText("Not available");
    await expect(slotRow(page, bAccount.name, slot).getByRole("button")).toHaveCount(0);
    await picker.getByRole("button", { name: "Close dialog" }).click();
    await expect(picker).toBeHidden();

    // The free contact's button goes straight to the message, then to the scheduler.
    await free.click();
    const modal = messageDialog(page, colleagueAccount.name);
    await expect(modal).toContainText(`Friday ${slot.timeStart} – ${slot.timeEnd}`);
    await modal.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(REQUEST.success)).toBeVisible();
    await expect(page).toHaveURL(/\/scheduler\?cd=\d&id=\d+$/);
    expect(await storedTimeslot(page)).toBeNull();
    const colleague = await logIn(page.request, colleagueAccount);
    const received = (await meetingsOf(page.request, colleague)).find((m) => m.fromId === a.id);
    expect(received).toMatchObject({ timeslotId: slot.id, status: 0 });
  });

  test("a refused request keeps the modal open with the text and says why", async ({
    page,
    freshAttendee,
    freshCompany,
  }) => {
    test.slow();
    const [bAccount] = freshCompany.contacts;
    const a = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const b = await logIn(page.request, bAccount);
    const slot = await slotAt(page.request, a, 2, "11:00");
    await page.clock.setFixedTime(EVENT_TIME);

    await openCompany(page, freshCompany.company);
    await contactCard(page, bAccount.name)
      .getByRole("button", { name: `Request Meeting with ${bAccount.name}` })
      .click();
    await pickerDialog(page, bAccount.name).getByRole("tab", { name: "Friday Nov 7" }).click();
    await slotRow(page, bAccount.name, slot)
      .getByRole("button", { name: /^Request meeting/ })
      .click();
    const modal = messageDialog(page, bAccount.name);
    const text = "Meeting about spare parts";
    await modal.getByRole("textbox", { name: REQUEST.messagePrompt }).fill(text);

    // Meanwhile B takes the slot for something else.
    await blockTimeslot(page.request, b, slot.id);
    await modal.getByRole("button", { name: "Send" }).click();
    const failure = page.getByRole("alert").filter({ hasText: REQUEST.failure });
    await expect(failure).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("textbox", { name: REQUEST.messagePrompt })).toHaveValue(text);
    await expectAccessible(page, "meeting request dialog with its refusal's error toast", {
      widths: A11Y_WIDTHS,
    });
    expect(page.url()).toMatch(/\/attendeeDetails\/\d+$/);
    expect((await meetingsOf(page.request, a)).filter((m) => m.toId === b.id)).toEqual([]);
  });

  test("the company page, the picker and the message modal pass axe at 320 and 1280 px", async ({
    page,
    freshAttendee,
    freshCompany,
  }) => {
    // Nine axe runs.
    test.slow();
    const [bAccount] = freshCompany.contacts;
    const a = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
    const b = await logIn(page.request, bAccount);
    // One slot of each kind: taken (B busy) and free.
    const taken = await slotAt(page.request, a, 2, "12:00");
    await blockTimeslot(page.request, b, taken.id);
    await page.clock.setFixedTime(EVENT_TIME);

    await openCompany(page, freshCompany.company);
    const button = contactCard(page, bAccount.name).getByRole("button", {
      name: `Request Meeting with ${bAccount.name}`,
    });
    await expect(button).toBeVisible();
    await expectAccessible(page, "company page with meeting requests", { widths: A11Y_WIDTHS });

    await button.click();
    const picker = pickerDialog(page, bAccount.name);
    await picker.getByRole("tab", { name: "Friday Nov 7" }).click();
    await expect(slotRow(page, bAccount.name, taken)).toContainText("Not available");
    await expectAccessible(page, "timeslot picker dialog", { widths: A11Y_WIDTHS });

    await slotRow(page, bAccount.name, { timeStart: "12:30", timeEnd: "13:00" })
      .getByRole("button", { name: /^Request meeting/ })
      .click();
    const modal = messageDialog(page, bAccount.name);
    await expect(modal.getByRole("textbox", { name: REQUEST.messagePrompt })).toBeFocused();
    await expectAccessible(page, "meeting request dialog", { widths: A11Y_WIDTHS });
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toBeHidden();
  });
});

test("a request made through the API shows as taken for both sides in the picker", async ({
  page,
  freshAttendee,
  freshCompany,
}) => {
  const [bAccount, colleagueAccount] = freshCompany.contacts;
  const a = await signInDirectly(page, freshAttendee.email, freshAttendee.password);
  const slot = await slotAt(page.request, a, 2, "13:00");
  // A already asked B for this slot: A is busy in it, so it is taken for a meeting with B's colleague too.
  const b = await logIn(page.request, bAccount);
  await requestMeetingApi(page.request, a, b.id, slot.id);
  await page.clock.setFixedTime(EVENT_TIME);

  await openCompany(page, freshCompany.company);
  await contactCard(page, colleagueAccount.name)
    .getByRole("button", { name: `Request Meeting with ${colleagueAccount.name}` })
    .click();
  await pickerDialog(page, colleagueAccount.name).getByRole("tab", { name: "Friday Nov 7" }).click();
  await expect(slotRow(page, colleagueAccount.name, slot)).toContainText("Not available");
  await expect(
    slotRow(page, colleagueAccount.name, { timeStart: "13:30", timeEnd: "14:00" }).getByRole("button", {
      name: /^Request meeting/,
    }),
  ).toBeVisible();
});
