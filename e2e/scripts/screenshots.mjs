/**
 * Screenshots of key screens at 375 px and 1280 px, signed out and signed in, for a visual check.
 * Usage: BASE_URL=http://127.0.0.1:3000 node e2e/scripts/screenshots.mjs [outDir]
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const baseURL = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const outDir = process.argv[2] ?? "test-results/screenshots";
const email = process.env.SCREENSHOT_EMAIL ?? "anna.schmidt@demo.ebm.example";
const password = process.env.SCREENSHOT_PASSWORD ?? "Dublin2025!";
const viewports = [
  { name: "mobile", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
];
const pages = ["/", "/program", "/scheduler", "/attendees", "/attendeeDetails/1", "/profile"];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
});

for (const viewport of viewports) {
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    if (signedIn) {
      const response = await page.request.post("/api/auth/login", { data: { email, password } });
      const user = await response.json();
      await page.addInitScript(
        (value) => window.localStorage.setItem("ebm.user", value),
        JSON.stringify(user),
      );
    }
    for (const route of pages) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400);
      const slug = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
      const file = path.join(outDir, `${viewport.name}-${signedIn ? "in" : "out"}-${slug}.png`);
      // The directory's full page is very long: the first screens show what matters.
      await page.screenshot({ path: file, fullPage: route !== "/attendees" });
    }
    if (!signedIn) {
      await page.goto("/");
      if (viewport.width < 700) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(outDir, `${viewport.name}-out-menu.png`) });
        await page.keyboard.press("Escape");
      }
      await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Sign in" }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(outDir, `${viewport.name}-out-signin.png`) });
    }
    await context.close();
  }
}
await browser.close();
