import {
  A11Y_WIDTHS,
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { ownServer } from "./own-server.ts";

const PHONE = { width: 375, height: 740 };

test.describe("the console's editions", () => {
  test("an organiser starts the next edition from the current one and makes it current; a visitor's phone shows it at once", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // Switching the edition changes what every visitor sees: on a server of its own.
    const server = await ownServer("editions");
    try {
      await server.start();
      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await signInDirectly(page, ACCOUNTS.organiser.email, DEMO_PASSWORD);
      await page.goto("/organiser/editions");
      await expect(page.getByRole("heading", { level: 1, name: "Editions" })).toBeVisible();
      const list = page.getByRole("list", { name: "Editions" });
      const dublin = list.getByRole("listitem").filter({ hasText: "2025 Dublin" });
      await expect(dublin).toContainText("Current");
      await expectAccessible(page, "editions at rest", { widths: A11Y_WIDTHS });

      await page.getByRole("button", { name: "Start the next edition" }).click();
      const form = page.getByRole("dialog", { name: "Start the next edition" });
      await form.getByRole("textbox", { name: "Name" }).fill("2026 Lisbon");
      await form.getByRole("textbox", { name: "City" }).fill("Lisbon");
      await form.getByRole("textbox", { name: "Venue", exact: true }).fill("Tagus Riverside Centre");
      await form.getByLabel("First day").fill("2026-11-04");
      await form.getByRole("textbox", { name: "Time zone" }).fill("Europe/Lis");
      await page.getByRole("option", { name: "Europe/Lisbon" }).click();
      await expectAccessible(page, "the next edition's form", { widths: A11Y_WIDTHS });
      await form.getByRole("button", { name: "Create the edition" }).click();
      await expect(snackbar(page, /^2026 Lisbon is created with \d+ timeslots\./)).toBeVisible();
      const lisbon = list.getByRole("listitem").filter({ hasText: "2026 Lisbon" });
      await expect(lisbon).toContainText("Europe/Lisbon");
      await expect(lisbon).not.toContainText("Current");

      // A visitor still sees Dublin until the switch.
      const visitorContext = await browser.newContext({
        baseURL: server.baseURL,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
      });
      const visitor = await visitorContext.newPage();
      await visitor.goto("/");
      await expect(visitor.getByRole("main")).toContainText("Dublin");

      await page.getByRole("button", { name: "Make current: 2026 Lisbon" }).click();
      await page
        .getByRole("dialog", { name: "Make 2026 Lisbon the current edition?" })
        .getByRole("button", { name: "Yes, make it current" })
        .click();
      await expect(snackbar(page, "The site now shows 2026 Lisbon.")).toBeVisible();
      await expect(lisbon).toContainText("Current");

      await visitor.reload();
      await expect(visitor.getByRole("main")).toContainText("Lisbon");
      await expect(visitor.getByRole("main")).toContainText("Tagus Riverside Centre");
      await visitorContext.close();
      await context.close();
    } finally {
      await server.close();
    }
  });
});
