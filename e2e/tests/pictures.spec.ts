import type { Page } from "@playwright/test";
import { A11Y_WIDTHS, expect, expectAccessible, test } from "./fixtures.ts";

const DUBLIN_TITLE = "Impressions of the 2025 Dublin meeting";
const PLAYER_HOST = "https://www.youtube-nocookie.com";

const downloads = (page: Page, category: string) =>
  page.getByRole("region", { name: category }).getByRole("link", { name: /^Download / });

/** Answers the video player's requests locally, so the tests never depend on the outside network. */
async function stubPlayer(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${PLAYER_HOST}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Player</title><p>Player</p>" });
  });
  return requested;
}

test.describe("pictures", () => {
  test("opens on the current edition with its title, video and categories", async ({ page }) => {
    await page.goto("/pictures");
    await expect(page.getByRole("heading", { level: 1, name: DUBLIN_TITLE })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Edition" })).toHaveValue("21");
    await expect(page.getByRole("button", { name: `Play the video: ${DUBLIN_TITLE}` })).toBeVisible();
    const categories = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(categories).toHaveText(["Meeting floor", "Captain's Dinner", "Welcome drinks"]);
    const first = page.getByRole("region", { name: "Meeting floor" }).getByRole("img").first();
    await expect(first).toHaveAttribute("alt", "Meeting floor photo 1");
    await expect(first).toHaveAttribute("loading", "lazy");
    await expect(first).toHaveAttribute("width", "800");
    await expect(first).toHaveAttribute("height", "533");
  });

  test("switches editions through the selector and the address", async ({ page }) => {
    await page.goto("/pictures");
    await expect(downloads(page, "Meeting floor")).toHaveCount(17);

    await page.getByRole("combobox", { name: "Edition" }).selectOption({ label: "2024 Amsterdam" });
    await expect(page).toHaveURL(/\/pictures\?edition=20$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Impressions of the 2024 Amsterdam meeting" }),
    ).toBeVisible();
    await expect(downloads(page, "Meeting floor")).toHaveCount(8);
    await expect(downloads(page, "Dinner party")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Welcome drinks" })).toHaveCount(0);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: DUBLIN_TITLE })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Edition" })).toHaveValue("21");
    await expect(downloads(page, "Meeting floor")).toHaveCount(17);

    // A shared address opens that edition; Barcelona has no video, so there is no player either.
    await page.goto("/pictures?edition=19");
    await expect(
      page.getByRole("heading", { level: 1, name: "Impressions of the 2023 Barcelona meeting" }),
    ).toBeVisible();
    await expect(downloads(page, "Welcome drinks")).toHaveCount(4);
    await expect(page.getByRole("button", { name: /Play the video/ })).toHaveCount(0);
  });

  test("shows 17 pictures of a category, then 16 more per See More", async ({ page }) => {
    await page.goto("/pictures");
    const floor = page.getByRole("region", { name: "Meeting floor" });
    const seeMore = floor.getByRole("button", { name: "See More Meeting floor pictures" });
    await expect(downloads(page, "Meeting floor")).toHaveCount(17);
    await expect(floor.getByText("17 of 36 pictures")).toBeVisible();
    await seeMore.click();
    await expect(downloads(page, "Meeting floor")).toHaveCount(33);
    await seeMore.click();
    await expect(downloads(page, "Meeting floor")).toHaveCount(36);
    await expect(seeMore).toHaveCount(0);
    await expect(floor.getByText("36 pictures")).toBeVisible();
    // A small category shows everything at once.
    await expect(downloads(page, "Captain's Dinner")).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Captain's Dinner" }).getByRole("button", { name: /See More/ }),
    ).toHaveCount(0);
  });

  test("downloads each picture from a real address", async ({ page }) => {
    await page.goto("/pictures");
    const link = page.getByRole("link", { name: "Download Meeting floor photo 2" });
    await expect(link).toHaveAttribute("download", "ebm-2025-dublin-meeting-floor-2.svg");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/uploads\/pictures\/21\/\d+\/2\.svg$/);
    const response = await page.request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });

  test("loads the video player only after the visitor clicks play", async ({ page }) => {
    const requested = await stubPlayer(page);
    await page.goto("/pictures");
    const play = page.getByRole("button", { name: `Play the video: ${DUBLIN_TITLE}` });
    await expect(play).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(requested).toEqual([]);

    await play.click();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute("src", `${PLAYER_HOST}/embed/EBM2025Dubl?autoplay=1&rel=0`);
    await expect(player).toHaveAttribute("title", `Video: ${DUBLIN_TITLE}`);
    await expect(play).toHaveCount(0);
    await expect.poll(() => requested.length).toBeGreaterThan(0);

    // Another edition starts again from its own poster.
    await page.getByRole("combobox", { name: "Edition" }).selectOption("20");
    await expect(page.getByRole("button", { name: /Play the video: Impressions of the 2024/ })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("shows a picture larger and steps through its category", async ({ page }) => {
    await page.goto("/pictures");
    await page.getByRole("button", { name: "Enlarge Meeting floor photo 17" }).click();
    const viewer = page.getByRole("dialog", { name: "Meeting floor photo 17" });
    await expect(viewer.getByRole("img", { name: "Meeting floor photo 17" })).toBeVisible();
    await viewer.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("dialog", { name: "Meeting floor photo 18" })).toBeVisible();
    await expect(
      page.getByRole("dialog").getByRole("link", { name: "Download Meeting floor photo 18" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Browsing past the shown pictures revealed the next ones in the grid.
    await expect(downloads(page, "Meeting floor")).toHaveCount(33);
  });

  test("stays calm when the pictures cannot be loaded", async ({ page }) => {
    await page.route("**/api/misc/pictures/**", (route) =>
      route.fulfill({ status: 500, json: { status: 500 } }),
    );
    await page.goto("/pictures");
    await expect(page.getByRole("heading", { level: 1, name: DUBLIN_TITLE })).toBeVisible();
    await expect(page.getByText("The pictures of this edition are not available right now")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Edition" })).toBeEnabled();
  });

  test("has no accessibility violations at any width, with the viewer open too", async ({ page }) => {
    await page.goto("/pictures");
    await expect(downloads(page, "Welcome drinks")).toHaveCount(5);
    // The video's play button is named by the words it shows, then by what the video is.
    const play = page.getByRole("button", { name: `Play the video: ${DUBLIN_TITLE}`, exact: true });
    await expect(play).toHaveAccessibleDescription(/^Plays from youtube-nocookie\.com\./);
    // The scan also fails when the page scrolls sideways, as on a phone it must not.
    await expectAccessible(page, "at rest", { widths: A11Y_WIDTHS });
    await page.getByRole("button", { name: "Enlarge Captain's Dinner photo 1" }).click();
    await expect(page.getByRole("dialog", { name: "Captain's Dinner photo 1" })).toBeVisible();
    await expectAccessible(page, "picture viewer", { widths: A11Y_WIDTHS });
  });
});
