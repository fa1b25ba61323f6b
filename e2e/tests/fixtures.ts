import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Demo accounts seeded by the server (password shared by all). */
export const DEMO_PASSWORD = "Dublin2025!";
export const ACCOUNTS = {
  anna: { email: "anna.schmidt@demo.ebm.example", name: "Anna Schmidt" },
  lars: { email: "lars.becker@demo.ebm.example", name: "Lars Becker" },
  organiser: { email: "organiser@demo.ebm.example" },
  marketplace: { email: "marketplace@demo.ebm.example", name: "Oliver Bennett" },
  /** A second member, so registration and payment can each be walked once per run. */
  marketplace2: { email: "marketplace2@demo.ebm.example", name: "Niamh Kelly" },
} as const;

export const SITE_NAME = "European Broker Meeting 2025";
export const USER_STORAGE_KEY = "ebm.user";

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
    ([key, value]) => {
      // Only seed once, so a sign-out during the test is not undone by a reload.
      if (!window.sessionStorage.getItem("e2e-seeded")) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem("e2e-seeded", "1");
      }
    },
    [USER_STORAGE_KEY, JSON.stringify(user)] as const,
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
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

export const test = base;
export { expect };
