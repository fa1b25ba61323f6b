import {
  A11Y_WIDTHS,
  ACCOUNTS,
  expect,
  expectAccessible,
  signInDirectly,
  snackbar,
  test,
} from "./fixtures.ts";
import { chooseFiles, picture } from "./upload-helpers.ts";

const PHONE = { width: 375, height: 740 };

test.describe("the console's content editors", () => {
  test.describe.configure({ timeout: 150_000 });

  test("an organiser adds a sponsor with its logo, which a visitor's phone shows at once, and a banner with its phone creative", async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Harbour Refurb ${Date.now()}`;
    await signInDirectly(page, ACCOUNTS.organiser.email);
    await page.goto("/organiser/content");
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Sponsors" }).getByRole("listitem").first()).toBeVisible();
    await expectAccessible(page, "sponsors at rest", { widths: A11Y_WIDTHS });

    await page.getByRole("button", { name: "Add a sponsor" }).click();
    const form = page.getByRole("dialog", { name: "Add a sponsor" });
    // Saving without a logo names what is missing.
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("button", { name: "Add the sponsor" }).click();
    await expect(form.getByText("Please upload the logo")).toBeVisible();
    await form.getByRole("textbox", { name: "Website" }).fill("harbour-refurb.example");
    await form.getByRole("textbox", { name: "Tier" }).click();
    await page.getByRole("option", { name: "Premium sponsor" }).click();
    await chooseFiles(page, form.getByRole("button", { name: "Logo", exact: true }), {
      name: "logo.png",
      mimeType: "image/png",
      buffer: await picture(page, 600, 200, "#0b3d91"),
    });
    await expect(form.getByRole("img", { name: "Logo: preview" })).toBeVisible();
    await expectAccessible(page, "sponsor form with a logo", { widths: A11Y_WIDTHS });
    await form.getByRole("button", { name: "Add the sponsor" }).click();
    await expect(snackbar(page, `${name} is added; the site shows it now.`)).toBeVisible();
    const card = page.getByRole("list", { name: "Sponsors" }).getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText("Premium sponsor");
    // Last in the order; one step up.
    await card.getByRole("button", { name: `Move ${name} up` }).click();
    await expect(snackbar(page, `${name} moved up.`)).toBeVisible();

    // The banners tab: a leaderboard and its phone creative.
    await page.getByRole("tab", { name: "Banners" }).click();
    await expect(page).toHaveURL(/tab=banners/);
    await page.getByRole("button", { name: "Add a banner" }).click();
    const bannerForm = page.getByRole("dialog", { name: "Add a banner" });
    await chooseFiles(page, bannerForm.getByRole("button", { name: "Banner", exact: true }), {
      name: "banner.png",
      mimeType: "image/png",
      buffer: await picture(page, 1456, 180, "#004d40"),
    });
    await chooseFiles(page, bannerForm.getByRole("button", { name: "Phone creative (optional)" }), {
      name: "phone.png",
      mimeType: "image/png",
      buffer: await picture(page, 640, 200, "#4a148c"),
    });
    await expect(bannerForm.getByRole("img", { name: "Banner: preview" })).toBeVisible();
    await expect(bannerForm.getByRole("img", { name: "Phone creative (optional): preview" })).toBeVisible();
    await bannerForm.getByRole("textbox", { name: "Alternative text" }).fill(`${name}: grade A laptops`);
    await bannerForm.getByRole("textbox", { name: "Link" }).fill("https://harbour-refurb.example/offer");
    // Kept off the site: the other tests' pages show the demo's banners only.
    await bannerForm.getByRole("switch", { name: "Shown on the site" }).uncheck();
    await expectAccessible(page, "banner form with both pictures", { widths: A11Y_WIDTHS });
    await bannerForm.getByRole("button", { name: "Add the banner" }).click();
    await expect(snackbar(page, "The banner is added.")).toBeVisible();
    const bannerCard = page
      .getByRole("list", { name: "Banners" })
      .getByRole("listitem")
      .filter({ hasText: `${name}: grade A laptops` });
    await expect(bannerCard).toContainText("Phone creative");
    await expect(bannerCard).toContainText("Hidden");
    await expectAccessible(page, "banners at rest", { widths: A11Y_WIDTHS });

    // A visitor's phone: the sponsor is on the sponsors page at once, under its tier.
    const visitor = await (
      await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    await visitor.goto("/sponsors");
    const premium = visitor.getByRole("region", { name: "Premium sponsors" });
    await expect(premium.getByRole("img", { name })).toBeVisible();

    // The banner goes again, after a yes.
    await bannerCard.getByRole("button", { name: `Remove the banner “${name}: grade A laptops”` }).click();
    await page
      .getByRole("dialog", { name: "Remove this banner?" })
      .getByRole("button", { name: "Yes, remove" })
      .click();
    await expect(snackbar(page, "The banner is removed.")).toBeVisible();
    await expect(bannerCard).toHaveCount(0);

    // Removed after a yes: gone from the site.
    await page.getByRole("tab", { name: "Sponsors" }).click();
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Remove ${name}?` })
      .getByRole("button", { name: "Yes, remove" })
      .click();
    await expect(snackbar(page, `${name} is removed from the site.`)).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: "Sponsors" })).toBeVisible();
    await expect(visitor.getByRole("img", { name })).toHaveCount(0);
    await visitor.context().close();
  });
});
