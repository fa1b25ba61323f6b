import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createSampleCompany } from "./dev-tools.ts";
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
import { ownServer } from "./own-server.ts";
import { logIn, openScheduler, slotCard } from "./scheduler-helpers.ts";

const PHONE = { width: 375, height: 740 };

interface DraftMeeting {
  id: number;
  from: { id: number; name: string };
  to: { id: number; name: string };
  day: number;
  timeStart: string;
  timeEnd: string;
}

/** A new attending company's only contact, made on `request`'s server. */
async function attendee(request: APIRequestContext): Promise<FreshAccount> {
  const { company, contacts } = await createSampleCompany(request, { contacts: 1 });
  const [contact] = contacts;
  if (!contact) throw new Error("the sample company came without its contact");
  return { ...contact, company };
}

/** `account` wishes to meet `companyId` ("must" or "like"), through the API. */
async function wish(request: APIRequestContext, account: FreshAccount, companyId: number, kind: string) {
  const user = await logIn(request, account);
  const response = await request.put("/api/matchmaking/wishes", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { companyId, kind },
  });
  expect(response.status(), await response.text()).toBe(200);
}

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

/** `account`'s scheduler on a phone of its own, open on the meeting day `day`, its socket connected. */
async function schedulerPhone(browser: Browser, baseURL: string, account: FreshAccount, day: number) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const live = socketReady(page);
  await openScheduler(page, account, `?cd=${day - 1}`);
  await live;
  return page;
}

test.describe("the automatic schedule", () => {
  test("the organiser makes a draft, locks a meeting and publishes it; both attendees see it in their scheduler live", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // Publishing makes meetings for every wish of the demo: on a server of its own.
    const server = await ownServer("schedule");
    try {
      await server.start();
      const organiserContext = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 1280, height: 900 },
      });
      const page = await organiserContext.newPage();
      const api = page.request;
      const anna = await attendee(api);
      const bert = await attendee(api);
      await wish(api, anna, bert.company.id, "must");
      await wish(api, bert, anna.company.id, "like");

      const organiser = await signInDirectly(page, ACCOUNTS.organiser.email, DEMO_PASSWORD);
      await page.goto("/organiser/schedule");
      await expect(page.getByRole("heading", { level: 1, name: "Automatic schedule" })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText("No draft yet.")).toBeVisible();
      await page.getByRole("button", { name: "Make a draft" }).click();
      await expect(page.getByRole("button", { name: "Run again" })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole("group", { name: "Mutual wishes scheduled" })).toBeVisible();

      // Their meeting, as the draft holds it.
      const draft = await api.get("/api/organiser/schedule", {
        headers: { Authorization: `Bearer ${organiser.token}` },
      });
      const { meetings } = ((await draft.json()) as { draft: { meetings: DraftMeeting[] } }).draft;
      const ours = meetings.find(
        (m) => [m.from.id, m.to.id].sort().join() === [anna.id, bert.id].sort().join(),
      );
      if (!ours) throw new Error("the draft has no meeting of the two");
      const time = `${ours.timeStart} – ${ours.timeEnd}`;

      await page.getByRole("searchbox", { name: "Find a person or company" }).fill(anna.company.name);
      await page.getByRole("tab", { name: ours.day === 1 ? /^Thursday/ : /^Friday/ }).click();
      const slot = page.getByRole("region", { name: `${time} Dublin time` });
      const pair = `${ours.from.name} and ${ours.to.name}`;
      await slot.getByRole("button", { name: `Lock the meeting of ${pair}` }).click();
      await expect(slot.getByRole("button", { name: `Unlock the meeting of ${pair}` })).toBeVisible();
      await expect(slot.getByRole("listitem").filter({ hasText: ours.from.name })).toContainText("Locked");
      await expect(slot.getByRole("listitem").filter({ hasText: ours.from.name })).toContainText(
        "Mutual wish",
      );
      await expectAccessible(page, "a draft with a locked meeting", { widths: A11Y_WIDTHS });

      // Both attendees watch their schedulers on their phones.
      const annaPhone = await schedulerPhone(browser, server.baseURL, anna, ours.day);
      const bertPhone = await schedulerPhone(browser, server.baseURL, bert, ours.day);
      await expect(slotCard(annaPhone, time)).not.toContainText("CONFIRMED");

      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publish the draft?" });
      await expect(dialog.getByRole("radio", { name: "As accepted meetings" })).toBeChecked();
      await expectAccessible(page, "the publish dialog", { widths: A11Y_WIDTHS });
      await dialog.getByRole("button", { name: /^Publish \d+ meetings?$/ }).click();
      await expect(dialog).toBeHidden();

      // The job runner publishes in batches: each phone shows the meeting once it is made, unreloaded.
      await expect(slotCard(annaPhone, time)).toContainText("CONFIRMED", { timeout: 120_000 });
      await expect(slotCard(bertPhone, time)).toContainText("CONFIRMED", { timeout: 120_000 });
      await expect(slot.getByRole("listitem").filter({ hasText: ours.from.name })).toContainText(
        "Published",
        {
          timeout: 120_000,
        },
      );
      await expectAccessible(annaPhone, "a published meeting in the scheduler");

      await annaPhone.context().close();
      await bertPhone.context().close();
      await organiserContext.close();
    } finally {
      await server.close();
    }
  });
});
