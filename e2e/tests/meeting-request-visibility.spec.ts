import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import { expect, overrideSettings, signInDirectly, test } from "./fixtures.ts";
import {
  contactCard,
  expectSignedInApp,
  freshContext,
  logIn,
  openCompany,
  requestMeetingApi,
  selectTimeslot,
  slotAt,
  storedTimeslot,
  storeUserOnly,
} from "./meeting-request-helpers.ts";

test.describe("who is offered meeting requests", () => {
  test("no meeting buttons on the own company, for visitors, or with the scheduler off", async ({
    page,
    freshAttendee,
    freshCompany,
  }) => {
    const [own, colleague] = freshCompany.contacts;
    await signInDirectly(page, own.email, own.password);
    await openCompany(page, freshCompany.company);
    await expect(
      contactCard(page, colleague.name).getByRole("heading", { name: colleague.name }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Request Meeting/i })).toHaveCount(0);

    // Another company's contact has one, until the organisers switch the scheduler off.
    await openCompany(page, freshAttendee.company);
    await expect(
      contactCard(page, freshAttendee.name).getByRole("button", {
        name: `Request Meeting with ${freshAttendee.name}`,
      }),
    ).toBeVisible();
    await overrideSettings(page, { schedulerEnabled: false });
    await page.reload();
    await expect(
      contactCard(page, freshAttendee.name).getByRole("heading", { name: freshAttendee.name }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Request Meeting/i })).toHaveCount(0);
  });

  test("a visitor sees no meeting buttons and is never sent to the scheduler", async ({
    browser,
    baseURL,
    freshCompany,
  }) => {
    const context = await freshContext(browser, baseURL);
    try {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/scheduler/")) asked.push(request.url());
      });
      await openCompany(page, freshCompany.company);
      await expect(page.getByRole("button", { name: /Request Meeting/i })).toHaveCount(0);
      expect(page.url()).toMatch(/\/attendeeDetails\/\d+$/);
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test("the directory names the selected timeslot with a way to clear it, and offers no CSV meanwhile", async ({
  page,
  freshAttendee,
}) => {
  test.slow();
  await signInDirectly(page, freshAttendee.email, freshAttendee.password);
  await selectTimeslot(page, { id: 18, day: 2, timeStart: "10:30", timeEnd: "11:00" });
  await page.goto("/attendees");
  // The prerendered page shows the notice once the app has taken over.
  await expectSignedInApp(page, freshAttendee.name);
  const notice = page.getByText("Showing companies for your meeting request on");
  await expect(notice).toContainText("Friday 10:30 – 11:00");
  await expect(page.getByRole("link", { name: PROFILE_MESSAGES.downloadAttendees })).toHaveCount(0);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("link", { name: PROFILE_MESSAGES.downloadAttendees })).toBeVisible();
  expect(await storedTimeslot(page)).toBeNull();
});

test.describe("the pending-meetings redirect of a visit's start", () => {
  test("lands where a link from outside points, requests waiting or not", async ({
    browser,
    baseURL,
    freshAttendee,
    freshCompany,
  }) => {
    const [bAccount] = freshCompany.contacts;
    const context = await freshContext(browser, baseURL);
    try {
      const a = await logIn(context.request, freshAttendee);
      const b = await logIn(context.request, bAccount);
      await requestMeetingApi(context.request, a, b.id, (await slotAt(context.request, a, 2, "15:30")).id);
      const page = await context.newPage();
      await storeUserOnly(page, b);
      // A mail's link to the requester's company, opened in a new browser session.
      const pending = page.waitForResponse((response) =>
        response.url().endsWith("/api/scheduler/pending-meetings"),
      );
      await page.goto(`/attendeeDetails/${freshAttendee.company.id}`);
      expect(((await (await pending).json()) as { pendingMeetings: number }).pendingMeetings).toBe(1);
      await expect(page.getByRole("heading", { level: 1, name: freshAttendee.company.name })).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        page.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread" }),
      ).toBeVisible();
      expect(page.url()).toMatch(new RegExp(`/attendeeDetails/${freshAttendee.company.id}$`));
    } finally {
      await context.close();
    }
  });

  test("stays on the page for a user with no request to answer", async ({
    browser,
    baseURL,
    freshAttendee,
  }) => {
    const context = await freshContext(browser, baseURL);
    try {
      const page = await context.newPage();
      await storeUserOnly(page, await logIn(context.request, freshAttendee));
      const pending = page.waitForResponse((response) =>
        response.url().endsWith("/api/scheduler/pending-meetings"),
      );
      await page.goto("/program");
      expect(((await (await pending).json()) as { pendingMeetings: number }).pendingMeetings).toBe(0);
      await expect(page.getByRole("heading", { level: 1, name: "Program" })).toBeVisible();
      expect(page.url()).toMatch(/\/program$/);
    } finally {
      await context.close();
    }
  });

  test("a company opened from the directory in a new tab keeps the session and the selected timeslot", async ({
    browser,
    baseURL,
    freshAttendee,
    freshCompany,
  }) => {
    test.slow();
    const [bAccount] = freshCompany.contacts;
    const context = await freshContext(browser, baseURL);
    try {
      const a = await logIn(context.request, freshAttendee);
      const b = await logIn(context.request, bAccount);
      await requestMeetingApi(context.request, a, b.id, (await slotAt(context.request, a, 2, "15:00")).id);
      const free = await slotAt(context.request, b, 2, "16:00");
      const page = await context.newPage();
      await storeUserOnly(page, b);
      await selectTimeslot(page, free);

      // B's first visit, to the home page: a request waits for an answer, so the scheduler comes first.
      await page.goto("/");
      await expect(page).toHaveURL(/\/scheduler$/, { timeout: 30_000 });

      // The site's own new tab is no visit from outside, and the selected timeslot goes along
      // (the site sends no referrer, so only the tab's session tells the two apart).
      await page.goto(`/attendees?search=${encodeURIComponent(freshAttendee.company.name)}`);
      const link = page.getByRole("link", { name: `${freshAttendee.company.name} (opens in a new tab)` });
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await expect(tab.getByRole("heading", { level: 1, name: freshAttendee.company.name })).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        contactCard(tab, freshAttendee.name).getByRole("button", {
          name: `Request Meeting on Friday from ${free.timeStart} - ${free.timeEnd} with ${freshAttendee.name}`,
        }),
      ).toBeVisible();
      expect(tab.url()).toMatch(/\/attendeeDetails\/\d+$/);
    } finally {
      await context.close();
    }
  });
});
