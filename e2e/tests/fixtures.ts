import AxeBuilder from "@axe-core/playwright";
import type { SampleCompany, SampleContact } from "@ebm/shared/schemas/dev";
import { test as base, expect, type Page } from "@playwright/test";
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

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core with the WCAG 2.2 AA tags on the page as it is and expects no violations; the
 * failure lists each rule with its elements.
 * @example await page.goto("/"); await expectNoA11yViolations(page);
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // A dialog or toast still fading in has the colours of its way in, not the ones people read.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
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
