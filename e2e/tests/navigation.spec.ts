import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  overrideSettings,
  SITE_NAME,
  signInDirectly,
  snackbar,
  tabTo,
  test,
} from "./fixtures.ts";

const PUBLIC_ROUTES = [
  { path: "/", title: "Home" },
  { path: "/program", title: "Program" },
  { path: "/techtalk", title: "Tech Talk" },
  { path: "/attendees", title: "Attendees" },
  { path: "/Attendees", title: "Attendees" },
  // The company page's title is the company's name once it has loaded.
  { path: "/attendeeDetails/1", title: "Demo Trading B.V." },
  { path: "/sponsors", title: "Sponsors" },
  { path: "/contact", title: "Contact" },
  { path: "/register", title: "Register" },
  { path: "/testimonials", title: "Testimonials" },
  { path: "/pictures", title: "Pictures" },
  { path: "/checkin?id=1", title: "Check-in" },
] as const;

const SIGNED_IN_ROUTES = [
  { path: "/scheduler", title: "Scheduler" },
  { path: "/messages", title: "Messages" },
  { path: "/messages/12", title: "Messages" },
  { path: "/leads", title: "Leads" },
  { path: "/scan", title: "Scan Lead" },
  { path: "/profile", title: "Your Profile" },
  { path: "/program/captain-register", title: "Captain's Dinner" },
] as const;

test.describe("routes signed out", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} has its title and one heading`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(`${route.title} | ${SITE_NAME}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
    });
  }

  for (const route of SIGNED_IN_ROUTES) {
    test(`${route.path} asks the visitor to sign in`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(`${route.title} | ${SITE_NAME}`);
      await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("heading", { name: "Please sign in" })).toBeVisible();
    });
  }

  test("an unknown address shows a not-found page, answered 404; a page's own address 200", async ({
    page,
  }) => {
    expect((await page.goto("/attendeeDetails/1"))?.status()).toBe(200);
    expect((await page.goto("/organiser/people"))?.status()).toBe(200);
    const response = await page.goto("/no-such-page");
    // Crawlers and monitors are told, and the person sees the app's own page.
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page not found | ${SITE_NAME}`);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectAccessible(page, "not found", { widths: A11Y_WIDTHS });
  });

  test("the page stands when the code of its dialogs cannot load, and they come once the connection returns", async ({
    page,
  }) => {
    const late = /\/assets\/(deferred-providers|AuthModals)-[^/]*\.js$/;
    await page.route(late, (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    const failed = page.waitForEvent("requestfailed", (request) => late.test(request.url()));
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await failed;
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    // The failed download leaves the page working, instead of an error screen in its place.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Program" }).click();
    await expect(heading).toHaveText(/Program/);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expect(dialog).toBeHidden();

    await page.unroute(late);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    // The visitor asked for the dialog: it opens once its code is there.
    await expect(dialog).toBeVisible();
    await expect(heading).toBeVisible();
  });

  test("following a link by keyboard moves focus to the new page's heading and changes the title", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    // The prerendered page shows before the app has started; a link followed before that is an
    // ordinary page load, which leaves focus to the browser (a loaded machine got there first).
    await expect(page.locator("html[data-app-started]")).toBeAttached();
    const mainNav = page.getByRole("navigation", { name: "Main" });
    // The first Tab reaches the skip link, which leads past the header into the page.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await tabTo(page, mainNav.getByRole("link", { name: "Program", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveTitle(`Program | ${SITE_NAME}`);
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    // The next Tab goes on from the heading, not back to the top of the header.
    await page.keyboard.press("Tab");
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active !== document.body && !document.querySelector("header")?.contains(active);
        }),
      )
      .toBe(true);

    // A page that loads its heading later (the sponsors' list) gets focus once it is there.
    await tabTo(page, mainNav.getByRole("link", { name: "Sponsors", exact: true }), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveTitle(`Sponsors | ${SITE_NAME}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("a keyboard user on a sponsor banner keeps focus when the next page's banners arrive", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    const sponsors = page.getByRole("complementary", { name: "Sponsors" });
    await expect(sponsors.getByRole("link").first()).toBeVisible();
    // The next page's set comes when the test lets it, and is another set (other banners).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/misc/randomBanners", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { payload: { id: number }[] };
      await held;
      const payload = body.payload.map((banner) => ({ ...banner, id: banner.id + 1000 }));
      await route.fulfill({ response, json: { ...body, payload } });
    });
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await tabTo(page, mainNav.getByRole("link", { name: "Program", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveTitle(`Program | ${SITE_NAME}`);
    // On a link of the row while the first page's set still shows.
    await tabTo(page, sponsors.getByRole("link").first());
    const arrived = page.waitForResponse("**/api/misc/randomBanners");
    release();
    await arrived;
    const focusInRow = () =>
      page.evaluate(
        () => !!document.querySelector('aside[aria-label="Sponsors"]')?.contains(document.activeElement),
      );
    await expect.poll(focusInRow).toBe(true);
    // Still there once the new set has been drawn.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await focusInRow()).toBe(true);
  });

  test("the navigation links move between pages and update the title", async ({ page }) => {
    await page.goto("/");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    for (const [label, title] of [
      ["Program", "Program"],
      ["Tech Talk", "Tech Talk"],
      ["Attendees", "Attendees"],
      ["Sponsors", "Sponsors"],
      ["Contact", "Contact"],
      ["Home", "Home"],
    ] as const) {
      await mainNav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`);
      await expect(mainNav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  });

  test("More in the desktop navigation holds the further pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const more = nav.getByText("More", { exact: true });
    await more.click();
    for (const name of ["Testimonials", "Pictures", "Register"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Scan Lead" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Pictures" }).click();
    await expect(page).toHaveTitle(`Pictures | ${SITE_NAME}`);
    await expect(nav.getByRole("link", { name: "Testimonials" })).toBeHidden();
    await more.click();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Testimonials" })).toBeHidden();
  });

  test("every navigation sends a page view and reloads the banners", async ({ page }) => {
    const pageViews: string[] = [];
    let bannerLoads = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/register/logEvent")) {
        const body = request.postDataJSON() as { event: string; page: string };
        if (body.event === "page_view") pageViews.push(body.page);
      }
      if (request.url().endsWith("/api/misc/randomBanners")) bannerLoads += 1;
    });
    await page.goto("/");
    await expect.poll(() => pageViews).toEqual(["/"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Program" }).click();
    await expect.poll(() => pageViews).toEqual(["/", "/program"]);
    await expect.poll(() => bannerLoads).toBeGreaterThanOrEqual(2);
  });
});

test.describe("layout", () => {
  test("home shows the event facts from the settings", async ({ page }) => {
    // Registration tests open it on the shared server for a while: pin the demo's closed state.
    await overrideSettings(page, {}, { registrationOpen: false });
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByText(/Sold out with [\d,]+ traders from \d+\+ countries/)).toBeVisible();
    await expect(main.getByText("Dublin").first()).toBeVisible();
    await expect(main.getByText("Sold out", { exact: true })).toBeVisible();
  });

  test("a page that sends the visitor on at once leaves focus where a page load leaves it", async ({
    page,
  }) => {
    await overrideSettings(page, {}, { registrationOpen: false });
    await page.goto("/register");
    await expect(page).toHaveURL(/\/$/);
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await expect(snackbar(page, "Registration is closed.")).toBeVisible();
    await expect(heading).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test("world clocks show five cities and tick", async ({ page }) => {
    await page.goto("/");
    const clocks = page.getByRole("region", { name: "World clocks" });
    for (const city of ["Hong Kong", "Amsterdam", "London", "New York", "Los Angeles"]) {
      await expect(clocks.getByText(city)).toBeVisible();
    }
    const london = clocks.getByRole("listitem").filter({ hasText: "London" });
    const first = await london.textContent();
    await expect.poll(() => london.textContent(), { timeout: 3_000 }).not.toBe(first);
  });

  test("the banner row shows sponsors and is hidden on messages", async ({ page }) => {
    await page.goto("/program");
    const banners = page.getByRole("complementary", { name: "Sponsors" });
    await expect(banners).toBeVisible();
    await expect(banners.getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await signInDirectly(page, ACCOUNTS.anna.email);
    await page.goto("/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sponsors" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("an ad banner counts the click and opens in a new tab; other banners count nothing", async ({
    page,
    context,
  }) => {
    const all: { id: number; isAd: boolean }[] = [];
    for (let draw = 0; draw < 10 && (!all.some((b) => b.isAd) || !all.some((b) => !b.isAd)); draw += 1) {
      const response = await page.request.get("/api/misc/randomBanners");
      all.push(...((await response.json()) as { payload: { id: number; isAd: boolean }[] }).payload);
    }
    const ad = all.find((banner) => banner.isAd);
    const plain = all.find((banner) => !banner.isAd);
    expect(ad, "the demo data has ad banners").toBeDefined();
    expect(plain, "the demo data has banners that are not ads").toBeDefined();
    // Show exactly these two banners, the ad first, so the test knows which one it clicks.
    await page.route("**/api/misc/randomBanners", (route) =>
      route.fulfill({ json: { status: 200, payload: [ad, plain] } }),
    );
    await page.goto("/sponsors");
    const links = page.getByRole("complementary", { name: "Sponsors" }).getByRole("link");
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute("target", "_blank");

    const counted = page.waitForResponse(
      new RegExp(`/api/misc/randomBanners/${ad?.id}/incrementNumClicked$`),
    );
    const [popup] = await Promise.all([context.waitForEvent("page"), links.nth(0).click()]);
    await popup.close();
    expect((await counted).status()).toBe(200);

    const increments: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("incrementNumClicked")) increments.push(request.url());
    });
    const [secondPopup] = await Promise.all([context.waitForEvent("page"), links.nth(1).click()]);
    await secondPopup.close();
    // The ad once more: its count leaves after anything the other banner's click would have sent.
    const countedAgain = page.waitForResponse(
      new RegExp(`/api/misc/randomBanners/${ad?.id}/incrementNumClicked$`),
    );
    const [thirdPopup] = await Promise.all([context.waitForEvent("page"), links.nth(0).click()]);
    await thirdPopup.close();
    expect((await countedAgain).status()).toBe(200);
    expect(increments).toEqual([
      expect.stringMatching(new RegExp(`/randomBanners/${ad?.id}/incrementNumClicked$`)),
    ]);
  });

  test("signed in: profile menu, signed-in links and the unread-messages badge", async ({ page }) => {
    await signInDirectly(page, ACCOUNTS.anna.email);
    const unreadRequest = page.waitForRequest(/\/api\/messages\/unreadMessages/, { timeout: 8_000 });
    await page.goto("/");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Scheduler" })).toBeVisible();
    await expect(mainNav.getByRole("link", { name: "Contact" })).toHaveCount(0);
    const unreadResponse = await (await unreadRequest).response();
    if (!unreadResponse) throw new Error("the unread-messages request got no response");
    const { unreadMessages } = (await unreadResponse.json()) as {
      unreadMessages: { unreadMessages: number }[];
    };
    const unread = unreadMessages.reduce((sum, entry) => sum + entry.unreadMessages, 0);
    expect(unread, "the demo attendee has unread messages").toBeGreaterThan(0);
    await expect(mainNav.getByRole("link", { name: `Messages ${unread} unread` })).toBeVisible();
    // Screen readers hear the count once it is known; the badge alone is only seen.
    await expect(page.getByRole("banner").getByRole("status")).toHaveText(
      `${unread} unread ${unread === 1 ? "message" : "messages"}`,
    );
    await expectAccessible(page, "signed in with the unread badge", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: `Account menu for ${ACCOUNTS.anna.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Your Profile" })).toBeVisible();
    await expectAccessible(page, "account menu open");
    await page.getByRole("menuitem", { name: "Your Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page).toHaveTitle(`Your Profile | ${SITE_NAME}`);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Trading B.V." })).toBeVisible();
  });
});
