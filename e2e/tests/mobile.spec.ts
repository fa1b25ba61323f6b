import { readQrPicture } from "./badge-helpers.ts";
import { ACCOUNTS, expect, expectAccessible, SITE_NAME, signInDirectly, test } from "./fixtures.ts";

test.describe("mobile layout (375 px)", () => {
  test("the burger opens a menu with every page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();

    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // The button names the menu it opened, and the open menu passes every check at phone widths.
    const burger = page.getByRole("button", { name: "Close menu" }).first();
    const controlled = await page
      .locator("[aria-expanded=true][aria-controls]")
      .getAttribute("aria-controls");
    await expect(page.locator(`#${controlled}`)).toBeVisible();
    await expect(burger).toBeAttached();
    await expectAccessible(page, "mobile menu open", { widths: [320, 375] });
    for (const label of [
      "Program",
      "Tech Talk",
      "Attendees",
      "Testimonials",
      "Pictures",
      "Contact",
      "Register",
    ]) {
      await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await drawer.getByRole("link", { name: "Testimonials" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveTitle(`Testimonials | ${SITE_NAME}`);
    // Focus starts the new page at its heading, not on the menu button.
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("the menu by keyboard: focus stays inside while open and returns to its button on Escape", async ({
    page,
  }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    // However far one tabs, focus does not leave the open menu.
    for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("no horizontal scrolling and the clocks fit", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("region", { name: "World clocks" }).getByText("Los Angeles")).toBeVisible();
  });

  test("signed in, the menu holds the account actions", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/program");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: "Scheduler" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Contact" })).toHaveCount(0);
    await expectAccessible(page, "mobile menu open, signed in", { widths: [320, 375] });
    await drawer.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});

test.describe("home tiles (375 px)", () => {
  test("signed out: four tiles and a prompt to sign in", async ({ page }) => {
    await page.goto("/");
    const tiles = page.getByRole("navigation", { name: "Quick links" });
    const links = tiles.getByRole("link");
    await expect(links).toHaveText(["Program", "Attendees", "Testimonials", "Register"]);
    await expect(tiles.getByRole("link", { name: "Testimonials" })).toHaveAttribute("href", "/testimonials");
    await expect(tiles.getByText("Please sign in for more options")).toBeVisible();
    await tiles.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  });

  test("signed in: tiles, the check-in code and the next meeting in the hotel lobby", async ({
    page,
    baseURL,
  }) => {
    const user = await signInDirectly(page, ACCOUNTS.anna.email);
    // The server's event clock stands at Thursday 14:50 (playwright.config.ts): Anna's next
    // meeting is at 15:00, at a table number past the floor's tables.
    const next = await page.request.post("/api/scheduler/nextMeeting", {
      headers: { authorization: `Bearer ${user.token}` },
      data: {},
    });
    const { contacts } = (await next.json()) as { contacts: { name: string; companyName: string }[] };
    expect(contacts.length).toBeGreaterThan(0);

    await page.goto("/");
    const tiles = page.getByRole("navigation", { name: "Quick links" });
    await expect(tiles.getByRole("link")).toHaveText(["Scheduler", "Program", "Attendees", "Scan Lead"]);
    await expect(tiles.getByRole("link", { name: "Scan Lead" })).toHaveAttribute("href", "/scan");

    // The code is drawn in the browser from the signed badge address of this user.
    const badge = await page.request.get("/api/checkin/badge", {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const { url } = (await badge.json()) as { url: string };
    expect(url.startsWith(`${baseURL}/checkin?id=${user.id}.`)).toBe(true);
    const code = page.getByRole("img", { name: "Check-in QR code of Anna Schmidt" });
    await expect(code).toHaveAttribute("src", /^data:image\/svg\+xml;charset=utf-8,/);
    // The scanner's reader reads it back: the badge address, at error correction level M, with a
    // one-module quiet zone around a version 4 or 5 code (33 or 37 modules).
    const drawn = readQrPicture((await code.getAttribute("src")) ?? "");
    expect(drawn.text).toBe(url);
    expect(drawn.ecLevel).toBe("M");
    expect([35, 39]).toContain(drawn.size);
    await page.getByRole("button", { name: "Show the check-in code large" }).click();
    const large = page.getByRole("dialog", { name: "Check-in code" });
    await expect(large.getByRole("img", { name: /Check-in QR code/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(large).toBeHidden();

    const card = page.getByRole("region", { name: "Next meeting" });
    await expect(card.getByText("Thursday 6 November, 15:00 – 15:30")).toBeVisible();
    await expect(card.getByText("HOTEL LOBBY")).toBeVisible();
    for (const contact of contacts) {
      await expect(card.getByText(contact.name)).toBeVisible();
      await expect(card.getByText(contact.companyName)).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("signed in, while the next meeting loads: the card says it is loading and passes axe", async ({
    page,
  }) => {
    await signInDirectly(page, ACCOUNTS.lars.email);
    // The answer is held back until the scan is done, so the placeholder is what axe reads.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/scheduler/nextMeeting", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const card = page.getByRole("region", { name: "Next meeting" });
    await expect(
      card.locator("[aria-busy='true']").filter({ hasText: "Loading the next meeting" }),
    ).toHaveCount(1);
    await expectAccessible(page, "signed in, the next meeting loading");
    release();
    await expect(card.getByText("No upcoming meetings.")).toBeVisible();
  });

  test("signed in without meetings ahead: the card says so", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.lars.email);
    await page.goto("/");
    const card = page.getByRole("region", { name: "Next meeting" });
    await expect(card.getByText("No upcoming meetings.")).toBeVisible();
    await expect(card.getByRole("link", { name: "Open the scheduler" })).toHaveAttribute(
      "href",
      "/scheduler",
    );
  });
});
