import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run, so tests start from the deterministic demo data.
const dataDir = path.join(os.tmpdir(), `ebm-e2e-${Date.now()}`);

// The browser tests always run on a fresh embedded database (the server tests cover PostgreSQL);
// Redis, when configured, carries the real-time bus and rate limits here too.
const passThrough = Object.fromEntries(
  ["REDIS_URL"].flatMap((name) => {
    const value = process.env[name];
    return value ? [[name, value]] : [];
  }),
);

/** Where push-notifications.spec.ts runs its local push service (the server may push there only). */
export const PUSH_SERVICE_PORT = port + 1;

/** Where the event clock of the server under test starts. */
export const EVENT_TIME = "2025-11-06T14:50:00Z";

// Debian's Chromium headless shell (the engine without the browser's window and profile machinery):
// the suite in about 60 % of the full browser's time (decision 0017).
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The full browser, for what the headless shell lacks (notifications: push-notifications.spec.ts). */
export const FULL_CHROMIUM = { ...chromiumLaunch, executablePath: "/usr/bin/chromium" };

export default defineConfig({
  testDir: "./tests",
  // Opens registration on the fresh demo data (it ships closed), as the organiser would.
  globalSetup: "./global-setup.ts",
  globalTeardown: "./global-teardown.ts",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // A trace records a snapshot of the page at every step: about a fifth of the suite's time.
    // Recorded for a failing test's retry (CI retries once), where it explains the failure.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
    // The built app registers an offline worker that answers page loads and keeps files; the
    // specs that test it allow it (offline.spec.ts), the others see the network as it is.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /mobile\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "mobile",
      testMatch: /(mobile|a11y)\.spec\.ts/,
      use: {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: "npm run serve",
    cwd: path.resolve(import.meta.dirname, ".."),
    url: `${baseURL}/api/misc/allSettings`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      RATE_LIMIT_NAMESPACE: `e2e-${Date.now()}`,
      // The event clock stands on the first meeting day, 14:50 in Dublin, so "next meeting" has
      // an answer (browser clocks are set per test where a page's own timing matters).
      EVENT_TIME: EVENT_TIME,
      LOGO_HOST: "https://logos.ebm.test",
      // Headless Chromium reaches no browser push service: a test's own stands in (push-helpers.ts).
      PUSH_EXTRA_ORIGINS: `http://127.0.0.1:${PUSH_SERVICE_PORT}`,
      // Playwright hands the server this process's environment too: keep it off CI's PostgreSQL.
      DATABASE_URL: "",
      ...passThrough,
    },
  },
});
