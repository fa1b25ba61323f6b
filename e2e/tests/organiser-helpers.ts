import type { Page } from "@playwright/test";

/**
 * Holds the page's requests to `url` until `release` is called, so the section shows its loading
 * state for as long as a test looks at it; after that they pass through as usual.
 * @example const release = await holdRequests(page, /\/api\/organiser\/overview$/);
 *          await page.goto("/organiser"); await expectAccessible(page, "loading"); release();
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
