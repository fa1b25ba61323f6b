import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import { type APIRequestContext, request as apiRequest, type Browser } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD, expect, signInDirectly, snackbar, test } from "./fixtures.ts";
import { contactCard, messageDialog, pickerDialog } from "./meeting-request-helpers.ts";
import { ownServer } from "./own-server.ts";

const ERIK = { email: "erik.lindqvist@demo.ebm.example", name: "Erik Lindqvist" };
const PHONE = { width: 375, height: 740 };

async function phone(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInDirectly(page, email, DEMO_PASSWORD);
  return page;
}

async function badgeCode(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const badge = await request.get("/api/checkin/badge", { headers: { Authorization: `Bearer ${token}` } });
  expect(badge.status()).toBe(200);
  return ((await badge.json()) as { code: string }).code;
}

test.describe("the README's walk-through on the default start, on any day", () => {
  test("Anna requests a meeting from Erik's company page and Erik accepts it, on the demo clock; badge codes survive a restart", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // As `npm start` runs it: no EVENT_TIME. The demo's meeting days lie in the past, so its clock
    // replays them from their first morning, and says so.
    const server = await ownServer("readme", { eventTime: null });
    const request = await apiRequest.newContext({ baseURL: server.baseURL });
    try {
      await server.start();
      const clock = (await (await request.get("/api/misc/clock")).json()) as {
        now: string;
        set: boolean;
        demo: boolean;
      };
      expect(clock).toMatchObject({ set: true, demo: true });
      expect(clock.now.slice(0, 10)).toBe("2025-11-06");
      const badgeBefore = await badgeCode(request, ACCOUNTS.anna.email);

      const anna = await phone(browser, server.baseURL, ACCOUNTS.anna.email);
      await anna.goto("/attendees");
      await expect(anna.getByTestId("event-clock-set")).toBeVisible({ timeout: 30_000 });
      await anna.getByRole("searchbox", { name: "Search" }).fill("Nordic Refurb");
      await anna.getByRole("searchbox", { name: "Search" }).press("Enter");
      // The directory opens a company in a new tab.
      const opened = anna.context().waitForEvent("page");
      await anna
        .getByRole("list", { name: "Attending companies" })
        .getByRole("link", { name: /^Nordic Refurb AB/ })
        .click();
      const company = await opened;
      await expect(company.getByRole("heading", { level: 1, name: "Nordic Refurb AB" })).toBeVisible({
        timeout: 30_000,
      });
      await contactCard(company, ERIK.name)
        .getByRole("button", { name: `Request Meeting with ${ERIK.name}` })
        .click();
      const picker = pickerDialog(company, ERIK.name);
      // On the demo clock the first morning lies ahead: its first slot that Anna has free can be asked for.
      const first = picker.getByRole("button", { name: /^Request meeting on Thursday from / }).first();
      const [, from, to] = /from (\d\d:\d\d) to (\d\d:\d\d)/.exec((await first.textContent()) ?? "") ?? [];
      await first.click();
      const modal = messageDialog(company, ERIK.name);
      await modal
        .getByRole("textbox", { name: SCHEDULER_MESSAGES.request.messagePrompt })
        .fill("Shall we talk about refurbished laptops?");
      await modal.getByRole("button", { name: "Send" }).click();
      await expect(snackbar(company, SCHEDULER_MESSAGES.request.success)).toBeVisible();

      const erik = await phone(browser, server.baseURL, ERIK.email);
      await erik.goto("/scheduler");
      const card = erik.getByRole("article", { name: `${from} – ${to}`, exact: true });
      await expect(card).toContainText("Pending", { timeout: 30_000 });
      await card.getByRole("button", { name: "Accept" }).click();
      await expect(card).toContainText("CONFIRMED");
      await expect(
        anna.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread" }),
      ).toBeVisible();

      // Printed badges keep scanning after a restart of the embedded default (its secrets are kept).
      await anna.context().close();
      await erik.context().close();
      await server.stop();
      await server.start();
      expect(await badgeCode(request, ACCOUNTS.anna.email)).toBe(badgeBefore);
    } finally {
      await request.dispose();
      await server.close();
    }
  });
});
