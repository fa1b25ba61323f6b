import { appendFileSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { SampleCompany, SampleContact } from "@ebm/shared/schemas/dev";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./accounts.ts";
import { createSampleCompany } from "./dev-tools.ts";

export { ACCOUNTS, DEMO_PASSWORD } from "./accounts.ts";

export const SITE_NAME = "European Broker Meeting 2025";
export const USER_STORAGE_KEY = "ebm.user";
/** The web app's mark of a started browser session (apps/web/src/lib/pending-meetings.ts). */
export const SESSION_STARTED_STORAGE_KEY = "ebm.sessionStarted";

/**
 * Signs in through the API and stores the user the way the app does, before any page script runs.
 * @example await signInDirectly(page, ACCOUNTS.anna.email); await page.goto("/");
 */
export async function signInDirectly(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ id: number; token: string; name: string; companyId: number }> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  const user = (await response.json()) as { id: number; token: string; name: string; companyId: number };
  await page.addInitScript(
    ([key, value, startedKey]) => {
      // Only seed once, so a sign-out during the test is not undone by a reload.
      if (!window.sessionStorage.getItem("e2e-seeded")) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem("e2e-seeded", "1");
        // The browser session counts as begun, so the pending-meetings redirect of a first visit
        // (part 2 §2) leaves the page where the test opens it; meeting-request.spec.ts tests it.
        window.sessionStorage.setItem(startedKey, "1");
      }
    },
    [USER_STORAGE_KEY, JSON.stringify(user), SESSION_STARTED_STORAGE_KEY] as const,
  );
  return user;
}

/** Opens the sign-in modal from the header (or the mobile menu) and signs in. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  if (!(await dialog.isVisible())) {
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  }
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Serves allSettings with some fields changed, the way the organisers would set them; also pins
 * a setting that other tests change on the shared server (registration open or closed).
 * @example await overrideSettings(page, {}, { registrationOpen: false });
 */
export async function overrideSettings(
  page: Page,
  change: Record<string, unknown>,
  eventChange: Record<string, unknown> = {},
): Promise<void> {
  await page.route("**/api/misc/allSettings", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.payload = { ...body.payload, ...change, event: { ...body.payload.event, ...eventChange } };
    await route.fulfill({ response, json: body });
  });
}

/**
 * The web reads the event's time from the server (GET /api/misc/clock), not from the device. A test
 * that sets the page's clock to stand before or after the event (the countdown) makes the server's
 * answer follow the page's clock, and awaits `synced` after the page's load.
 * @example const { synced } = await eventClockFollowsPage(page); await page.goto("/"); await synced;
 */
export async function eventClockFollowsPage(page: Page): Promise<{ synced: Promise<void> }> {
  let answered: () => void = () => {};
  const synced = new Promise<void>((resolve) => {
    answered = resolve;
  });
  await page.route("**/api/misc/clock", async (route) => {
    const now = await page.evaluate(() => new Date().toISOString());
    await route.fulfill({ json: { status: 200, now, set: false, demo: false } });
    answered();
  });
  // The app's first reading is awaited before a test moves the page's clock: one taken across a
  // jump would put the two clocks apart by half of it.
  return { synced };
}

/** Every WCAG 2.0, 2.1 and 2.2 A and AA rule of axe-core. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The widths every screen is scanned at: a small phone (320 px, the width reflow asks for) and a
 * laptop. A common phone (375 px) lies in the same layout as 320 px (the narrowest breakpoint is at
 * 576 px), and the mobile specs run at it (decision 0017).
 */
export const A11Y_WIDTHS = [320, 1280] as const;

/**
 * Waits for the page to be drawn at a new width: two frames, so what the width's change sets off
 * (a media query's listener, the render it asks for, the layout after it) has happened. The page
 * is then seen from its top: the scroll position the test left is one of another width, where
 * the sticky header may lie over a button that nobody would tap there (axe's target-size).
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            window.scrollTo(0, 0);
            requestAnimationFrame(() => resolve());
          }),
        ),
      ),
  );
}

/**
 * Waits for the finite animations: a dialog or toast fading in has not got the colours people
 * read, and a button still moving in with its dialog may not be where a click lands.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The page's path with its ids as `:id`, so the count of scanned routes does not grow per record. */
function routeOf(page: Page): string {
  return new URL(page.url()).pathname.replace(/\/\d+(?=\/|$)/g, "/:id");
}

/** Appends one scan to the run's log (global-setup.ts makes it; global-teardown.ts counts it). */
function recordScan(page: Page, state: string, width: number, violations: number, ms: number): void {
  const log = process.env.EBM_A11Y_LOG;
  if (!log) return;
  appendFileSync(log, `${JSON.stringify({ route: routeOf(page), state, width, violations, ms })}\n`);
}

/** axe-core's script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

/**
 * Every WCAG A/AA rule of axe-core on the page's own document. The script goes into a document
 * once and serves every scan of it (each width of one state, each state of one page), and only
 * violations are written out in full. Frames are not ours to scan (the videos' players,
 * cross-origin).
 */
async function runAxe(page: Page): Promise<{ violations: AxeViolation[] }> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        iframes: false,
        resultTypes: ["violations"],
      }),
    WCAG_TAGS,
  );
}

async function scan(page: Page, state: string): Promise<void> {
  const started = Date.now();
  await settleAnimations(page);
  const results = await runAxe(page);
  const width = page.viewportSize()?.width ?? 0;
  // Reflow (WCAG 1.4.10): at 320 px, as at 400 % zoom of a laptop, nothing scrolls sideways.
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const overflow =
    sideways > 0 ? [{ id: "page scrolls sideways", impact: "serious", targets: [`${sideways}px`] }] : [];
  recordScan(page, state, width, results.violations.length + overflow.length, Date.now() - started);
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect([...summary, ...overflow], `axe on ${routeOf(page)}, ${state}, at ${width} px`).toEqual([]);
}

/**
 * Runs every WCAG A/AA rule of axe-core on the page as it is now (`state` names what is open or
 * shown, for the failure and the run's count of scans) and expects no violations. With `widths`,
 * scans at each of them (the viewport is resized and put back), so one state is proven on a small
 * phone, a phone and a laptop without loading it three times.
 * @example await dialog.waitFor(); await expectAccessible(page, "sign-in dialog", { widths: A11Y_WIDTHS });
 */
export async function expectAccessible(
  page: Page,
  state = "at rest",
  options: { widths?: readonly number[] } = {},
): Promise<void> {
  const before = page.viewportSize();
  if (!options.widths || !before) {
    await scan(page, state);
    return;
  }
  try {
    for (const width of options.widths) {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: before.height });
        await layoutSettled(page);
      }
      await scan(page, state);
    }
  } finally {
    await page.setViewportSize(before);
  }
}

/**
 * A snackbar with `text`: successes are polite status messages, errors alerts.
 * @example await expect(snackbar(page, "Contact succesfully updated")).toBeVisible();
 */
export const snackbar = (page: Page, text: string | RegExp) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, as a keyboard user moves;
 * fails when it is not reached within `max` presses.
 * @example await tabTo(page, page.getByRole("button", { name: "Sign In" })); await page.keyboard.press("Enter");
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached with ${max} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** A sample company made for one test, as the development tools describe it. */
export type FreshCompanyFacts = SampleCompany["company"];

/** A contact made for one test: it signs in with its own password and belongs to `company`. */
export interface FreshAccount extends SampleContact {
  company: FreshCompanyFacts;
}

/** A company made for one test, with its contacts in label order (the first is the main contact). */
export interface FreshCompany {
  company: FreshCompanyFacts;
  contacts: [FreshAccount, FreshAccount];
}

interface FreshData {
  /** The only contact of a new company attending the current edition. */
  freshAttendee: FreshAccount;
  /** A new attending company with two contacts, colleagues of each other. */
  freshCompany: FreshCompany;
  /** The only contact of a new marketplace member company that has not registered for the current edition. */
  freshMember: FreshAccount;
}

const accountsOf = ({ company, contacts }: SampleCompany): FreshAccount[] =>
  contacts.map((contact) => ({ ...contact, company }));

/**
 * The test of every spec: besides Playwright's own fixtures it makes, on request, fresh accounts
 * through the development tools, so a test that changes an account, a company or a password
 * changes one nobody else reads. Read-only tests may use the demo accounts (ACCOUNTS).
 * @example
 * test("saves the phone", async ({ page, freshAttendee }) => {
 *   await signInDirectly(page, freshAttendee.email, freshAttendee.password);
 * });
 */
export const test = base.extend<FreshData>({
  freshAttendee: async ({ request }, use) => {
    const [account] = accountsOf(await createSampleCompany(request, { contacts: 1 }));
    if (!account) throw new Error("the sample company came without its contact");
    await use(account);
  },
  freshCompany: async ({ request }, use) => {
    const made = await createSampleCompany(request, { contacts: 2 });
    const [first, second] = accountsOf(made);
    if (!first || !second) throw new Error("the sample company came without its two contacts");
    await use({ company: made.company, contacts: [first, second] });
  },
  freshMember: async ({ request }, use) => {
    const [account] = accountsOf(await createSampleCompany(request, { contacts: 1, attending: false }));
    if (!account) throw new Error("the sample company came without its contact");
    await use(account);
  },
});
export { expect };
