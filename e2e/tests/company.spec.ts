import {
  attendees,
  companyHeading,
  contactsCard,
  detailsCard,
  expectNoHorizontalOverflow,
  fullMember,
  ownCompany,
  signInOnce,
} from "./company-helpers.ts";
import { A11Y_WIDTHS, ACCOUNTS, expect, expectAccessible, overrideSettings, test } from "./fixtures.ts";

const tierOf = (company: { isDiamond: boolean; isGold: boolean; isTrusted: boolean }) =>
  company.isDiamond ? "Diamond" : company.isGold ? "Gold" : company.isTrusted ? "Trusted" : null;

test.describe("company detail page", () => {
  test("a visitor sees the header, name, country and description, and is asked to sign in", async ({
    page,
  }) => {
    const company = await fullMember(page.request);
    // The company is held back until its loading state has been scanned.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/companies/${company.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(page.getByRole("status").filter({ hasText: "Loading the company" })).toBeAttached();
    await expectAccessible(page, "loading", { widths: A11Y_WIDTHS });
    release();

    await expect(companyHeading(page, company.name)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to attendees" })).toHaveAttribute("href", "/attendees");
    const facts = page.getByRole("list", { name: "Company facts" });
    await expect(facts.getByText(company.country)).toBeVisible();
    const website = facts.getByRole("link", { name: /opens in a new tab/ });
    await expect(website).toHaveAttribute("href", /^https:\/\//);
    // Another site opened from here gets neither this window nor the address it came from.
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    await expect(facts.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);

    const card = detailsCard(page);
    await expect(card.getByRole("definition").filter({ hasText: company.name })).toBeVisible();
    await expect(card.getByText(company.country, { exact: true })).toBeVisible();
    await expect(card.getByText(company.description)).toBeVisible();
    for (const term of [
      "Phone",
      "Website",
      "VAT",
      "EORI",
      "Address",
      "Main Interest",
      "Trades Mostly",
      "Industry",
    ]) {
      await expect(card.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toHaveCount(0);
    }
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(contactsCard(page)).toHaveCount(0);
    await expect(page).toHaveTitle(`${company.name} | European Broker Meeting 2025`);
    await expectAccessible(page, "a visitor's view", { widths: A11Y_WIDTHS });

    await card.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  });

  test("an attendee sees the full card: badge, VAT, map link, phone, website, interests", async ({
    page,
  }) => {
    const company = await fullMember(page.request, (c) => tierOf(c) !== null && c.industry === null);
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(companyHeading(page, company.name)).toBeVisible();

    const card = detailsCard(page);
    await expect(card.getByText(tierOf(company) ?? "", { exact: true })).toBeVisible();
    const value = (term: string) =>
      card.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
    await expect(value("VAT")).toHaveText(/\S+/);
    await expect(value("Phone").getByRole("link")).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(value("Website").getByRole("link")).toHaveAttribute("href", /^https:\/\/www\..+\.example$/);
    await expect(value("Website").getByRole("link")).toHaveAttribute("target", "_blank");
    await expect(value("Website").getByRole("link")).toHaveAttribute("rel", "noopener noreferrer");
    const map = value("Address").getByRole("link");
    await expect(map).toHaveAttribute("href", /^https:\/\//);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveText(/\w/);
    await expect(value("Country")).toHaveText(company.country);
    await expect(value("Main Interest")).toHaveText(/\w/);
    await expect(value("Trades Mostly")).toHaveText(/^(Used|New) equipment$/);
    await expect(card.getByRole("term").filter({ hasText: /^Industry$/ })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Sign In" })).toHaveCount(0);
    await expectAccessible(page, "an attendee's view", { widths: A11Y_WIDTHS });
  });

  test("an account whose company does not attend sees a full member as a visitor does", async ({ page }) => {
    const company = await fullMember(page.request);
    // The server's own answer for a signed-in user whose company does not attend is the visitor
    // view (server tests prove that decision; the marketplace members who would show it live may
    // have registered meanwhile in other tests): the page gets that answer while signed in.
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.route(`**/api/companies/${company.id}`, async (route) => {
      const { authorization: _signedIn, ...headers } = route.request().headers();
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(companyHeading(page, company.name)).toBeVisible();

    const card = detailsCard(page);
    await expect(card.getByText(company.description)).toBeVisible();
    await expect(card.getByText("For attendees of this edition")).toBeVisible();
    for (const term of ["Phone", "Website", "VAT", "EORI", "Address", "Main Interest", "Industry"]) {
      await expect(card.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) })).toHaveCount(0);
    }
    await expect(card.getByRole("button", { name: "Sign In" })).toHaveCount(0);
    await expect(contactsCard(page)).toHaveCount(0);
    await expectAccessible(page, "a non-attendee's view");
  });

  test("a company with an industry shows it instead of main interest and trade type", async ({ page }) => {
    const company = await fullMember(page.request, (c) => c.industry !== null);
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${company.id}`);
    const card = detailsCard(page);
    await expect(card.locator("dt", { hasText: /^Industry$/ })).toBeVisible();
    await expect(card.getByText(company.industry ?? "", { exact: true })).toBeVisible();
    await expect(card.locator("dt", { hasText: /^Main Interest$/ })).toHaveCount(0);
    await expect(card.locator("dt", { hasText: /^Trades Mostly$/ })).toHaveCount(0);
  });

  test("a company in the United Kingdom shows its EORI number", async ({ page }) => {
    const company = await fullMember(page.request, (c) => c.country === "United Kingdom");
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${company.id}`);
    const card = detailsCard(page);
    await expect(card.locator("dt", { hasText: /^EORI$/ })).toBeVisible();
    await expect(card.locator("dt", { hasText: /^VAT$/ })).toHaveCount(0);
  });

  test("an invalid id and a company that does not attend go home", async ({ page }) => {
    await signInOnce(page, ACCOUNTS.anna.email);
    const ids = new Set((await attendees(page.request)).map((c) => c.id));
    let missing = 900_000;
    while (ids.has(missing)) missing += 1;
    for (const path of [
      "/attendeeDetails/abc",
      "/attendeeDetails/0",
      "/attendeeDetails/-4",
      `/attendeeDetails/${missing}`,
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("a change of id shows the other company", async ({ page }) => {
    const [first, second] = (await attendees(page.request)).filter((c) => c.status === 3).slice(3, 5);
    if (!first || !second) throw new Error("two full members expected");
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${first.id}`);
    await expect(companyHeading(page, first.name)).toBeVisible();

    // A client-side navigation (as a link inside the app makes it): the router hears popstate.
    await page.evaluate((id) => {
      window.history.pushState({}, "", `/attendeeDetails/${id}`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, second.id);
    await expect(companyHeading(page, second.name)).toBeVisible();
    await expect(detailsCard(page).getByText(second.description)).toBeVisible();
    await expect(page).toHaveTitle(`${second.name} | European Broker Meeting 2025`);

    await page.goto(`/attendeeDetails/${first.id}`);
    await expect(companyHeading(page, first.name)).toBeVisible();
  });

  test("the logo is probed as jpg, jpeg, then png at the logo host; none shows when all fail", async ({
    page,
  }) => {
    const own = await ownCompany(page.request);
    const other = await fullMember(page.request);
    // The test server's LOGO_HOST is https://logos.ebm.test (playwright.config.ts).
    const asked: string[] = [];
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.route("https://logos.ebm.test/**", async (route) => {
      const url = route.request().url();
      asked.push(url);
      if (url === "https://logos.ebm.test/demo-trading.png") {
        await route.fulfill({ status: 200, contentType: "image/png", body: png });
      } else {
        await route.fulfill({ status: 404, body: "" });
      }
    });
    await signInOnce(page, ACCOUNTS.anna.email);

    await page.goto(`/attendeeDetails/${own.id}`);
    await expect(page.getByRole("img", { name: `${own.name} logo` })).toBeVisible();
    expect(asked).toEqual([
      "https://logos.ebm.test/demo-trading.jpg",
      "https://logos.ebm.test/demo-trading.jpeg",
      "https://logos.ebm.test/demo-trading.png",
    ]);

    asked.length = 0;
    await page.goto(`/attendeeDetails/${other.id}`);
    await expect(companyHeading(page, other.name)).toBeVisible();
    await expect.poll(() => asked.length).toBe(3);
    expect(asked.map((url) => url.split(".").pop())).toEqual(["jpg", "jpeg", "png"]);
    await expect(page.getByRole("img", { name: `${other.name} logo` })).toHaveCount(0);
    await expect(page.locator("main header img")).toHaveCount(0);
  });

  test("without a logo host no logo is requested", async ({ page }) => {
    const own = await ownCompany(page.request);
    await overrideSettings(page, { logoHost: null });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (!new URL(request.url()).pathname.startsWith("/api") && /\.(jpe?g|png)$/.test(request.url())) {
        asked.push(request.url());
      }
    });
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${own.id}`);
    await expect(companyHeading(page, own.name)).toBeVisible();
    await expect(page.getByRole("img", { name: `${own.name} logo` })).toHaveCount(0);
    expect(asked.filter((url) => url.includes("demo-trading"))).toEqual([]);
  });
});

test.describe("company detail page at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("a visitor's view fits", async ({ page }) => {
    const company = await fullMember(page.request);
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(companyHeading(page, company.name)).toBeVisible();
    await expect(detailsCard(page).getByText(company.description)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("an attendee's view fits", async ({ page }) => {
    const company = await fullMember(page.request, (c) => tierOf(c) !== null);
    await signInOnce(page, ACCOUNTS.anna.email);
    await page.goto(`/attendeeDetails/${company.id}`);
    await expect(contactsCard(page).getByText("Main contact")).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
