import type { ConsoleMessage, Page } from "@playwright/test";

/** Public pages a visitor lands on, for the layout-shift and console checks. */
export const LANDING_PAGES = [
  "/",
  "/program",
  "/attendees",
  "/register",
  "/sponsors",
  "/testimonials",
  "/contact",
];

/**
 * Sums every layout shift of each page load that no user input caused (the CLS of DESIGN §7,
 * counted over the whole load rather than per session window, so it is never lower), from before
 * the page's first script runs.
 * @example await recordLayoutShifts(page); await page.goto("/"); expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __layoutShift: { total: number; sources: string[] } };
    record.__layoutShift = { total: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.__layoutShift.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : "?";
          record.__layoutShift.sources.push(`${entry.value.toFixed(4)} ${name}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift of the current document so far, with what moved (for a failure's message). */
export function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () => (window as unknown as { __layoutShift: { total: number; sources: string[] } }).__layoutShift,
  );
}

/** Where the end-to-end server looks for company logos: a host that does not exist on purpose. */
const LOGO_HOST = "https://logos.ebm.test";

/**
 * Collects the console's warnings and errors (and uncaught page errors), leaving out the failed
 * loads of company logos from the test setup's logo host, which does not exist, and Playwright's
 * own note that it blocked the service worker.
 */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "warning" && message.type() !== "error") return;
    if (message.text().startsWith("Failed to load resource") && message.location().url.startsWith(LOGO_HOST))
      return;
    // The test setup blocks the app's offline worker (playwright.config.ts); Playwright says so itself.
    if (message.text().startsWith("Service Worker registration blocked by Playwright")) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
