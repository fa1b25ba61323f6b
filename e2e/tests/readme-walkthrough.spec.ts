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
      const clock = (await (await request.get("/api/misc/clock")).json()) as { now: string; set: boolean };
      expect(clock.set).toBe(true);
      expect(clock.now.slice(0, 10)).toBe("2025-11-06");
      const badgeBefore = await badgeCode(request, ACCOUNTS.anna.email);

      const anna = await phone(browser, server.baseURL, ACCOUNTS.anna.email);
      await anna.goto("/attendees");
      await expect(anna.getByTestId("event-clock-set")).toBeVisible({ timeout: 30_000 });
      await anna.getByRole("link", { name: "Nordic Refurb AB" }).first().click();
      await expect(anna.getByRole("heading", { level: 1, name: "Nordic Refurb AB" })).toBeVisible({
        timeout: 30_000,
      });
      await contactCard(anna, ERIK.name)
        .getByRole("button", { name: `Request Meeting with ${ERIK.name}` })
        .click();
      const picker = pickerDialog(anna, ERIK.name);
      // On the demo clock the first morning lies ahead: its first slot can be asked for.
      await picker.getByRole("button", { name: "Request meeting on Thursday from 10:00 to 10:30" }).click();
      const modal = messageDialog(anna, ERIK.name);
      await modal
        .getByRole("textbox", { name: SCHEDULER_MESSAGES.request.messagePrompt })
        .fill("Shall we talk about refurbished laptops?");
      await modal.getByRole("button", { name: "Send" }).click();
      await expect(snackbar(anna, SCHEDULER_MESSAGES.request.success)).toBeVisible();

      const erik = await phone(browser, server.baseURL, ERIK.email);
      await erik.goto("/scheduler");
      const card = erik.getByRole("article", { name: "10:00 - 10:30", exact: true });
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
