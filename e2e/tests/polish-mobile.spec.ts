import { expect, test } from "./fixtures.ts";
import { collectConsoleProblems, LANDING_PAGES, layoutShift, recordLayoutShifts } from "./polish-helpers.ts";

/** Runs in the mobile project (375 px, touch). */

/** Text smaller than this is not readable on a phone. */
const READABLE_PX = 12;

test.describe("sponsor banners on a phone", () => {
  test("show their phone creative whole, its smallest text at 12 px or more, without page overflow", async ({
    page,
  }) => {
    await page.goto("/program");
    const row = page.getByRole("complementary", { name: "Sponsors" });
    const banners = row.getByRole("img");
    await expect(banners.first()).toBeAttached();
    const count = await banners.count();
    expect(count).toBeGreaterThan(0);

    for (let index = 0; index < count; index += 1) {
      const banner = banners.nth(index);
      // Each banner can be brought into view (the row scrolls sideways) and loads there.
      await banner.scrollIntoViewIfNeeded();
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // The demo's banners all have a phone creative: the phone loads it, and it is seen whole.
      const src = await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      expect(src).toMatch(/-phone\.svg$/);
      await expect(banner).toBeInViewport({ ratio: 1 });

      // The smallest text the banner file draws, times the scale it is shown at.
      const file = await (await page.request.get(src)).text();
      const fontSizes = [...file.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
      expect(fontSizes.length, `${src} draws text`).toBeGreaterThan(0);
      const { rendered, natural } = await banner.evaluate((img: HTMLImageElement) => ({
        rendered: img.getBoundingClientRect().width,
        natural: img.naturalWidth,
      }));
      const smallestPx = (Math.min(...fontSizes) * rendered) / natural;
      expect(smallestPx, `${src} at ${rendered} of ${natural} px`).toBeGreaterThanOrEqual(READABLE_PX);
    }

    // The row scrolls on its own; the page does not scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("no layout shift while pages load (375 px)", () => {
  for (const path of LANDING_PAGES) {
    test(`${path}: CLS at most 0.05, and nothing in the console`, async ({ page }) => {
      const problems = collectConsoleProblems(page);
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const shift = await layoutShift(page);
      expect(shift.total, shift.sources.join("\n")).toBeLessThanOrEqual(0.05);
      expect(problems).toEqual([]);
    });
  }
});
